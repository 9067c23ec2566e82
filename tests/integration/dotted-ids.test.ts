import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadSeed, type SeedDocument } from '@/lib/content/seed/load-seed'
import { dottedRedirectId } from '@/studio/redirects'
import { standInClient } from '../support/content-lake-client'
import { contentLakeStandIn } from '../support/content-lake-stand-in'

const run = promisify(execFile)
const tokens = { viewer: 'token-viewer', editor: 'token-editora' }
const seed = loadSeed(path.resolve('studio/seed'))

// The ids an earlier seed gave its documents: `menu.lanchinhos`, `redirect.blog.como-escolher-buffet`…
const legacyPrefixed = new Set(['menu', 'partyPackage', 'menuCard', 'galleryPhoto', 'testimonial', 'post', 'author'])
const legacyId = (doc: SeedDocument) =>
  doc._type === 'redirect'
    ? dottedRedirectId(String(doc.from))
    : legacyPrefixed.has(doc._type)
      ? doc._id.replace('-', '.')
      : doc._id
const legacyIds = new Map(seed.map((doc) => [doc._id, legacyId(doc)]))
const withRefs = (value: unknown, ids: Map<string, string>): unknown =>
  JSON.parse(JSON.stringify(value), (key, child: unknown) =>
    key === '_ref' && typeof child === 'string' ? (ids.get(child) ?? child) : child,
  )
const legacyCopies = seed
  .filter((doc) => legacyIds.get(doc._id) !== doc._id)
  .map((doc) => ({ ...(withRefs(doc, legacyIds) as SeedDocument), _id: legacyId(doc) }))

// What staff made on top of the earlier import: an article citing its author and another article,
// a redirect written by the first rename action, and an unpublished draft of a menu.
const staffPost = {
  _id: '5c1e0a9e-equipe',
  _rev: 'rev-1',
  _type: 'post',
  title: 'Festa da equipe',
  slug: { _type: 'slug', current: 'festa-da-equipe' },
  author: { _type: 'reference', _ref: 'author.carolina-mendes' },
  related: [{ _key: 'r1', _type: 'reference', _ref: 'post.aniversarios-tematicos' }],
}
const staffRedirect = {
  _id: 'redirect.blog.festa-antiga',
  _type: 'redirect',
  from: '/blog/festa-antiga',
  to: '/blog/festa-da-equipe',
  permanent: true,
}
const menuDraft = {
  ...legacyCopies.find(({ _id }) => _id === 'menu.lanchinhos')!,
  _id: 'drafts.menu.lanchinhos',
  title: 'Lanchinhos (rascunho)',
}

// The dataset after `content:import --replace` of this seed over an earlier one: both id sets.
const lake = contentLakeStandIn(
  0,
  [...structuredClone(seed), ...legacyCopies, staffPost, staffRedirect, menuDraft],
  tokens,
)
beforeAll(() => lake.start())
afterAll(() => lake.stop())

/** The script content:import runs through `sanity exec --with-user-token` (which sets SANITY_AUTH_TOKEN). */
const moveDottedIds = (token = tokens.editor) =>
  run(path.resolve('node_modules/.bin/tsx'), ['scripts/move-dotted-ids.ts'], {
    env: {
      ...process.env,
      NEXT_PUBLIC_SANITY_PROJECT_ID: 'standin',
      NEXT_PUBLIC_SANITY_DATASET: 'production',
      SANITY_API_HOST: lake.url,
      SANITY_AUTH_TOKEN: token,
    },
  })
const byId = (id: string) => lake.documents.find(({ _id }) => _id === id)
const withoutSystemFields = ({ _createdAt: _c, _updatedAt: _u, _rev: _r, ...doc }: SeedDocument) => doc

describe('moving documents off dotted ids after content:import', () => {
  it('refuses to run without a token that writes, changing nothing', async () => {
    const before = structuredClone(lake.documents)
    const refused = await moveDottedIds(tokens.viewer).catch((error: { code: number; stderr: string }) => error)
    expect(refused).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('Não foi possível trocar os ids com ponto'),
    })
    expect(lake.documents).toEqual(before)
  })

  it('leaves no dotted duplicate: the imported document wins, staff documents move, references follow', async () => {
    const { stdout } = await moveDottedIds()
    expect(stdout).toContain(
      `${legacyCopies.length + 2} documentos com ponto no id (invisíveis para o site) foram trocados pelo id sem ponto:`,
    )
    expect(stdout).toContain('menu.lanchinhos → menu-lanchinhos (já importado; o antigo foi apagado)')
    expect(stdout).toContain('redirect.blog.festa-antiga → redirect-blog-festa-antiga (copiado)')

    const ids = lake.documents.map(({ _id }) => _id)
    expect(ids.filter((id) => id.replace(/^drafts\./, '').includes('.'))).toEqual([])
    expect(ids.sort()).toEqual(
      [...seed.map(({ _id }) => _id), staffPost._id, 'redirect-blog-festa-antiga', 'drafts.menu-lanchinhos'].sort(),
    )
    // What content:import wrote is what stays, untouched: the revision the stand-in gave it too.
    for (const doc of seed) expect(byId(doc._id), doc._id).toEqual({ ...doc, _rev: `seed-${doc._id}` })
    expect(withoutSystemFields(byId('redirect-blog-festa-antiga')!)).toEqual({
      ...staffRedirect,
      _id: 'redirect-blog-festa-antiga',
    })
    expect(byId('drafts.menu-lanchinhos')).toMatchObject({
      title: 'Lanchinhos (rascunho)',
      slug: { current: 'lanchinhos' },
    })
    expect(byId(staffPost._id)).toMatchObject({
      title: 'Festa da equipe',
      author: { _type: 'reference', _ref: 'author-carolina-mendes' },
      related: [{ _key: 'r1', _type: 'reference', _ref: 'post-aniversarios-tematicos' }],
    })
    const refs = [...JSON.stringify(lake.documents).matchAll(/"_ref":"([^"]+)"/g)].map((match) => match[1])
    expect(refs.filter((ref) => !ids.includes(ref!))).toEqual([])
  })

  it('the site, reading without a token, now sees the staff redirect and article author', async () => {
    const site = standInClient(lake.url)
    expect(await site.fetch('*[_type == "redirect"].from')).toContain('/blog/festa-antiga')
    expect(await site.fetch('*[slug.current == "festa-da-equipe"][0].author->name')).toBe('Carolina Mendes')
  })

  it('a second run finds nothing to move and changes nothing', async () => {
    const before = structuredClone(lake.documents)
    expect((await moveDottedIds()).stdout).toContain('Nenhum documento com ponto no id.')
    expect(lake.documents).toEqual(before)
  })

  it('run alone (npx sanity exec … --with-user-token), it reads the project from .env.local', async () => {
    const project = mkdtempSync(path.join(tmpdir(), 'ids-'))
    writeFileSync(
      path.join(project, '.env.local'),
      `NEXT_PUBLIC_SANITY_PROJECT_ID=standin\nNEXT_PUBLIC_SANITY_DATASET=production\nSANITY_API_HOST=${lake.url}\n`,
    )
    const {
      NEXT_PUBLIC_SANITY_PROJECT_ID: _p,
      NEXT_PUBLIC_SANITY_DATASET: _d,
      SANITY_API_HOST: _h,
      ...inherited
    } = process.env
    const { stdout } = await run(path.resolve('node_modules/.bin/tsx'), [path.resolve('scripts/move-dotted-ids.ts')], {
      cwd: project,
      env: { ...inherited, SANITY_AUTH_TOKEN: tokens.editor },
    })
    expect(stdout).toContain('Nenhum documento com ponto no id.')
    rmSync(project, { recursive: true })
  })
})
