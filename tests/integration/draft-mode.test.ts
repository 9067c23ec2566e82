import { validatePreviewUrl } from '@sanity/preview-url-secret'
import { evaluate, parse } from 'groq-js'
import { createClient, stegaClean } from 'next-sanity'
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { getURLFromRedirectError } from 'next/dist/client/components/redirect'
import { isRedirectError } from 'next/dist/client/components/redirect-error'
import { draftSource } from '@/lib/content/adapters/draft'
import { isDraftMode } from '@/lib/preview/draft-mode'
import { enableDraftModeHandler, withRelativePreviewPath } from '@/lib/preview/enable-draft-mode'
import { relativePath } from '@/lib/preview/relative-path'
import { previewSetup, type Preview } from '@/lib/preview/setup'
import { recordingServer } from '../support/recording-server'
import { inRequestScope, previewProps } from '../support/request-scope'

const project = { projectId: 'buffet', dataset: 'production', apiVersion: '2025-10-01' }
const SECRET = 'segredo-criado-pelo-studio'

// What the Presentation tool writes to the dataset before opening the preview: a one-time secret.
const lake = [
  {
    _id: 'drafts.sanity-preview-url-secret.abc',
    _type: 'sanity.previewUrlSecret',
    _updatedAt: new Date().toISOString(),
    secret: SECRET,
    studioUrl: 'http://localhost:3000/studio',
  },
]

// A draft of the site settings as the Content Lake answers it with a content source map, which
// tells the client where each value comes from (the basis of stega).
const settingsQuery = '*[_id == "siteSettings"][0]{businessName, phone, whatsappNumber}'
const settingsDraft = {
  result: { businessName: 'Buffet Festa em Casa (rascunho)', phone: '11 91234-5678', whatsappNumber: '5511912345678' },
  sourceMap: {
    documents: [{ _id: 'drafts.siteSettings', _type: 'siteSettings' }],
    paths: ["$['businessName']", "$['phone']", "$['whatsappNumber']"],
    mappings: Object.fromEntries(
      ['businessName', 'phone', 'whatsappNumber'].map((field, path) => [
        `$['${field}']`,
        { type: 'value', source: { type: 'documentValue', document: 0, path } },
      ]),
    ),
  },
}

/** The Content Lake's query endpoint (GET /vX/data/query/:dataset?query=…&$param=json), over `lake` with groq-js. */
const contentLake = await recordingServer(async ({ path, query }) => {
  if (!path.endsWith('/data/query/production')) return { status: 404, body: { error: 'Not found' } }
  const params = Object.fromEntries(
    [...query]
      .filter(([key]) => key.startsWith('$'))
      .map(([key, value]) => [key.slice(1), JSON.parse(value) as unknown]),
  )
  const groq = query.get('query') ?? ''
  if (groq === settingsQuery)
    return {
      status: 200,
      body: { query: groq, result: settingsDraft.result, resultSourceMap: settingsDraft.sourceMap, ms: 1 },
    }
  const result = await (await evaluate(parse(groq, { params }), { dataset: lake, params })).get()
  return { status: 200, body: { query: groq, result, ms: 1 } }
})
afterAll(() => contentLake.close())

const client = createClient({
  ...project,
  apiHost: contentLake.url,
  useProjectHostname: false,
  useCdn: false,
  token: 'token-viewer',
})
const enable = enableDraftModeHandler({ available: true, client })
const enableUrl = (params: Record<string, string>) =>
  `http://localhost:3000/api/draft-mode/enable?${new URLSearchParams(params)}`

describe('draft mode availability', () => {
  it('is refused with 501 and a Portuguese explanation when the site runs on the seed dataset', async () => {
    const preview = previewSetup(null, 'token')
    expect(preview).toMatchObject({ available: false, status: 501 })
    const response = await enableDraftModeHandler(preview)(new Request(enableUrl({ 'sanity-preview-secret': SECRET })))
    expect(response.status).toBe(501)
    expect(await response.text()).toContain('Pré-visualização indisponível')
  })

  it('is refused with 500 when the read token is not configured', async () => {
    const preview = previewSetup(project, undefined)
    const response = await enableDraftModeHandler(preview)(new Request(enableUrl({ 'sanity-preview-secret': SECRET })))
    expect(response.status).toBe(500)
    expect(await response.text()).toContain('SANITY_API_READ_TOKEN')
  })

  it('uses the read token, the drafts perspective and no CDN when configured', () => {
    const preview: Preview = previewSetup(project, 'token-viewer')
    if (!preview.available) throw new Error('deveria estar disponível')
    expect(preview.client.config()).toMatchObject({
      token: 'token-viewer',
      perspective: 'drafts',
      useCdn: false,
      useProjectHostname: true,
    })
  })

  it('reads drafts from the same Content Lake host as published content when SANITY_API_HOST is set', () => {
    const preview = previewSetup(project, 'token-viewer', contentLake.url)
    if (!preview.available) throw new Error('deveria estar disponível')
    expect(preview.client.config()).toMatchObject({ apiHost: contentLake.url, useProjectHostname: false })
  })
})

describe('drafts in draft mode', () => {
  beforeEach(() => {
    contentLake.requests.length = 0
  })

  it('are read with the token and the drafts perspective, texts marked for the overlays', async () => {
    const preview = previewSetup(project, 'token-viewer', contentLake.url)
    if (!preview.available) throw new Error('deveria estar disponível')
    const drafts = draftSource(preview.client)
    const settings = (await drafts(settingsQuery, {})) as typeof settingsDraft.result

    const [request] = contentLake.requests
    expect(request!.query.get('perspective')).toBe('drafts')
    expect(request!.query.get('resultSourceMap')).toBeTruthy()
    expect(request!.headers.authorization).toBe('Bearer token-viewer')
    // Visible text carries invisible edit markers that lead to the field in the Studio…
    expect(settings.businessName).not.toBe(settingsDraft.result.businessName)
    expect(stegaClean(settings.businessName)).toBe(settingsDraft.result.businessName)
    // …but values the site turns into links stay exactly as typed.
    expect(settings.phone).toBe('11 91234-5678')
    expect(settings.whatsappNumber).toBe('5511912345678')
  })
})

describe('GET /api/draft-mode/enable', () => {
  beforeEach(() => {
    contentLake.requests.length = 0
  })

  it('refuses a request without the secret, without asking the Content Lake', async () => {
    const response = await enable(new Request(enableUrl({ 'sanity-preview-pathname': '/blog' })))
    expect(response.status).toBe(401)
    expect(contentLake.requests).toHaveLength(0)
  })

  it('refuses a wrong secret after checking it against the Content Lake with the read token', async () => {
    const response = await enable(
      new Request(enableUrl({ 'sanity-preview-secret': 'chute', 'sanity-preview-pathname': '/blog' })),
    )
    expect(response.status).toBe(401)
    expect(contentLake.requests).toHaveLength(1)
    expect(contentLake.requests[0]!.query.get('$secret')).toBe('"chute"')
    expect(contentLake.requests[0]!.headers.authorization).toBe('Bearer token-viewer')
  })

  it('accepts the Studio secret, turns draft mode on and the next request reads the draft', async () => {
    const opened = new Request(enableUrl({ 'sanity-preview-secret': SECRET, 'sanity-preview-pathname': '/blog' }))
    // As on a server: the route handler runs in Next's request scope, answers with a redirect and sets the bypass cookie.
    const redirected = await inRequestScope(
      opened,
      () =>
        enable(opened).then(
          () => null,
          (error: unknown) => error,
        ),
      '/api/draft-mode/enable/route',
    )
    if (!isRedirectError(redirected.result))
      throw new Error(`esperava um redirecionamento, veio ${String(redirected.result)}`)
    expect(getURLFromRedirectError(redirected.result)).toBe('/blog')
    expect(contentLake.requests).toHaveLength(1)
    const setCookie = redirected.setCookies.find((line) => line.startsWith('__prerender_bypass='))
    expect(setCookie).toMatch(new RegExp(`^__prerender_bypass=${previewProps.previewModeId}; Path=/;.* HttpOnly`))
    const bypass = setCookie!.split(';')[0]!

    // The browser follows the redirect with the cookie: that request is in draft mode and gets the draft text.
    const page = new Request('http://localhost:3000/blog', { headers: { cookie: bypass } })
    const preview = previewSetup(project, 'token-viewer', contentLake.url)
    if (!preview.available) throw new Error('deveria estar disponível')
    const drafts = draftSource(preview.client)
    const { result } = await inRequestScope(
      page,
      async () => ({
        draft: await isDraftMode(),
        settings: (await drafts(settingsQuery, {})) as typeof settingsDraft.result,
      }),
      '/blog/page',
    )
    expect(result.draft).toBe(true)
    expect(stegaClean(result.settings.businessName)).toBe('Buffet Festa em Casa (rascunho)')

    // Without the cookie, or with a forged one, the same request is not.
    for (const cookie of ['', '__prerender_bypass=forjado']) {
      const visitor = new Request('http://localhost:3000/blog', { headers: { cookie } })
      expect((await inRequestScope(visitor, isDraftMode, '/blog/page')).result).toBe(false)
    }
  })

  it.each([
    ['/blog/opcoes-menu-criancas', '/blog/opcoes-menu-criancas'],
    ['/cardapios?x=1#grade', '/cardapios?x=1#grade'],
    ['//evil.com', '/'],
    ['https://evil.com/blog', '/'],
    ['/.//evil.com', '/'],
    ['/\\evil.com', '/'],
  ])('redirects a valid preview of %s to %s, on this site only', async (pathname, redirectTo) => {
    const request = withRelativePreviewPath(
      new Request(enableUrl({ 'sanity-preview-secret': SECRET, 'sanity-preview-pathname': pathname })),
    )
    expect(await validatePreviewUrl(client, request.url)).toMatchObject({ isValid: true, redirectTo })
  })
})

describe('relative redirect targets (enable and /api/draft-mode/disable?redirect=)', () => {
  it.each([
    ['/', '/'],
    ['/blog', '/blog'],
    ['/blog/festa-junina?pagina=2#comentarios', '/blog/festa-junina?pagina=2#comentarios'],
    ['/cardapios/../galeria', '/galeria'],
  ])('keeps the path %s as %s', (value, path) => {
    expect(relativePath(value)).toBe(path)
  })

  it.each([
    [null],
    [''],
    ['blog'],
    ['//evil.com'],
    ['///evil.com'],
    ['/\\evil.com'],
    ['\\\\evil.com'],
    ['/\t/evil.com'],
    ['/.//evil.com'],
    ['https://evil.com'],
    ['HTTPS://evil.com/'],
    ['javascript:alert(1)'],
    ['mailto:a@b.c'],
  ])('falls back to / for %o', (value) => {
    expect(relativePath(value)).toBe('/')
  })
})
