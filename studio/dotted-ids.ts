import type { SanityClient, SanityDocument } from '@sanity/client'
import { contentTypes } from '../lib/content/content-types'

// The Content Lake treats an id with a dot as a path and shows it only to requests with a token,
// even in a public dataset, so the site (which reads without one) never sees such a document.
// Earlier seeds and the first rename action wrote ids like `menu.lanchinhos` and `redirect.blog.x`.

const DRAFTS = 'drafts.'

/** The dot-free id of a document (a draft keeps its `drafts.` prefix): `menu.lanchinhos` → `menu-lanchinhos`. */
export function undottedId(id: string): string {
  const draft = id.startsWith(DRAFTS)
  const published = draft ? id.slice(DRAFTS.length) : id
  return (draft ? DRAFTS : '') + published.replaceAll('.', '-')
}

/** Whether the Content Lake hides this id from tokenless readers (release versions are left alone). */
export const isDotted = (id: string) =>
  !id.startsWith('versions.') && (id.startsWith(DRAFTS) ? id.slice(DRAFTS.length) : id).includes('.')

/** `value` with every reference to a key of `moved` pointing at its value instead. */
function repointed(value: unknown, moved: Map<string, string>): unknown {
  if (Array.isArray(value)) return value.map((item) => repointed(item, moved))
  if (!value || typeof value !== 'object') return value
  return Object.fromEntries(
    Object.entries(value).map(([key, child]) => [
      key,
      key === '_ref' && typeof child === 'string' ? (moved.get(child) ?? child) : repointed(child, moved),
    ]),
  )
}

// Fields the Content Lake writes itself.
const SYSTEM_FIELDS = new Set(['_rev', '_createdAt', '_updatedAt', '_originalId'])

export type DottedIdsReport = { moved: Array<{ from: string; to: string; copied: boolean }>; repointed: string[] }

/**
 * Moves every document of a type the site reads whose id has a dot to its dot-free id, in one
 * transaction: the copy is created unless a document already holds that id (the one
 * `content:import` just wrote wins), every reference to the old id is pointed at the new one, and
 * the dotted document is deleted. Running it again changes nothing. Needs a token that writes.
 */
export async function moveDottedIds(client: SanityClient): Promise<DottedIdsReport> {
  const documents = await client.fetch<SanityDocument[]>(
    '*[_type in $types]',
    { types: contentTypes },
    { perspective: 'raw' },
  )
  const dotted = documents.filter(({ _id }) => isDotted(_id))
  if (!dotted.length) return { moved: [], repointed: [] }
  const existing = new Set(documents.map(({ _id }) => _id))
  const moved = new Map(dotted.map(({ _id }) => [_id, undottedId(_id)]))

  const transaction = client.transaction()
  const report: DottedIdsReport = { moved: [], repointed: [] }
  for (const document of dotted) {
    const to = moved.get(document._id)!
    const copied = !existing.has(to)
    const fields = Object.fromEntries(Object.entries(document).filter(([key]) => !SYSTEM_FIELDS.has(key)))
    if (copied) transaction.createIfNotExists({ ...(repointed(fields, moved) as SanityDocument), _id: to })
    report.moved.push({ from: document._id, to, copied })
  }
  for (const document of documents) {
    if (moved.has(document._id)) continue
    // Only the top-level fields that hold an old reference are rewritten, guarded by the revision read.
    const changed = Object.fromEntries(
      Object.entries(document)
        .filter(([key]) => !key.startsWith('_'))
        .map(([key, value]) => [key, value, repointed(value, moved)] as const)
        .filter(([, before, after]) => JSON.stringify(before) !== JSON.stringify(after))
        .map(([key, , after]) => [key, after]),
    )
    if (!Object.keys(changed).length) continue
    transaction.patch(document._id, (patch) => patch.ifRevisionId(document._rev).set(changed))
    report.repointed.push(document._id)
  }
  for (const { _id } of dotted) transaction.delete(_id)
  await transaction.commit()
  return report
}
