import type { SanityDocument, ValidationMarker } from 'sanity'

/** A document as the start screen names it: by its title, or (none yet) by its type's title. */
export type Entry = { _id: string; _type: string; title: string | null }

export type Overview = {
  drafts: Array<Entry & { isNew: boolean }>
  scheduled: Array<Entry & { publishedAt: string }>
  problems: Array<Entry & { errors: number; warnings: number; first: string }>
}

export type TitledDocument = SanityDocument & { _title: string | null }

// Every editable document, drafts included ("drafts.x" beside "x"), with a name to show.
export const documentsQuery = `*[!(_type match "sanity.*") && !(_id in path("_.**"))]{
  ...,
  "_title": coalesce(title, name, caption, businessName, from)
}`

const publishedId = (id: string) => id.replace(/^drafts\./, '')
const isDraft = (id: string) => id.startsWith('drafts.')

/** The documents as the Studio shows them: a draft in place of its published version. */
function current(documents: TitledDocument[]) {
  const byId = new Map<string, TitledDocument>()
  for (const doc of documents)
    if (isDraft(doc._id) || !byId.has(publishedId(doc._id))) byId.set(publishedId(doc._id), doc)
  return [...byId.values()]
}

/**
 * What is waiting for staff: drafts not published yet, posts published with a later time, and every
 * document (its draft, if any) that `validate` finds a problem in, as the Studio checks before publishing.
 */
export async function overviewOf(
  documents: TitledDocument[],
  validate: (document: SanityDocument) => Promise<ValidationMarker[]>,
  now: number,
): Promise<Overview> {
  const publishedIds = new Set(documents.filter(({ _id }) => !isDraft(_id)).map(({ _id }) => _id))
  const entry = (doc: TitledDocument): Entry => ({ _id: publishedId(doc._id), _type: doc._type, title: doc._title })
  const drafts = documents
    .filter(({ _id }) => isDraft(_id))
    .map((doc) => ({ ...entry(doc), isNew: !publishedIds.has(publishedId(doc._id)) }))
  const scheduled = documents
    .filter(
      (doc) =>
        doc._type === 'post' &&
        !isDraft(doc._id) &&
        typeof doc.publishedAt === 'string' &&
        Date.parse(doc.publishedAt) > now,
    )
    .map((doc) => ({ ...entry(doc), publishedAt: doc.publishedAt as string }))
    .sort((a, b) => a.publishedAt.localeCompare(b.publishedAt))
  const problems = (
    await Promise.all(
      current(documents).map(async (doc) => {
        const markers = await validate(doc)
        const errors = markers.filter(({ level }) => level === 'error').length
        const warnings = markers.filter(({ level }) => level === 'warning').length
        // The message quoted is an error's whenever there is one: the line says "em vermelho" then.
        const first = markers.find(({ level }) => level === 'error') ?? markers.find(({ level }) => level === 'warning')
        return errors + warnings > 0 ? [{ ...entry(doc), errors, warnings, first: first?.message ?? '' }] : []
      }),
    )
  ).flat()
  return { drafts, scheduled, problems }
}
