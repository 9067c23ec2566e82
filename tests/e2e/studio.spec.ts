import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, test, type BrowserContext } from '@playwright/test'

/** Every public route of the site; the pages themselves may come from other branches. */
const publicRoutes = [
  '/',
  '/sobre-nos',
  '/cardapios',
  '/cardapios/lanchinhos',
  '/pacotes/kids',
  '/galeria',
  '/blog',
  '/blog/opcoes-menu-criancas',
  '/orcamento',
  '/politica-de-privacidade',
]

// Strings only the Sanity Studio bundle carries: its CDN bridge, its env prefix, its layout, its structure tool.
const studioMarkers = ['core.sanity-cdn.com', 'SANITY_STUDIO', 'studio-layout', 'sanity/structure']
// Strings only the draft mode tools carry: the visual editing overlays and the exit control.
const previewMarkers = ['data-sanity-overlay-element', 'Sair da pré-visualização']

const chunksDir = path.resolve('.next/static/chunks')
const builtChunks = readdirSync(chunksDir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.js'))
const chunksWith = (markers: string[]) =>
  builtChunks.filter((file) => {
    const code = readFileSync(path.join(chunksDir, file), 'utf8')
    return markers.some((marker) => code.includes(marker))
  })

type Script = { url: string; transferred: number; code: string }

/** Opens a route in a fresh tab and returns every script the browser loaded for it, with its bytes on the wire. */
async function scriptsOf(context: BrowserContext, route: string): Promise<Script[]> {
  const page = await context.newPage()
  const pending: Promise<Script>[] = []
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return
    pending.push(
      (async () => {
        const response = await request.response()
        const [sizes, body] = await Promise.all([request.sizes(), response!.body()])
        return { url: request.url(), transferred: sizes.responseBodySize, code: body.toString('utf8') }
      })(),
    )
  })
  await page.goto(route, { waitUntil: 'networkidle' })
  const scripts = await Promise.all(pending)
  await page.close()
  return scripts
}

const carrying = (scripts: Script[], markers: string[]) =>
  scripts.filter(({ code }) => markers.some((marker) => code.includes(marker))).map(({ url }) => url)

test.describe('the Studio stays on /studio', () => {
  test('the build holds the Studio and the draft mode tools, so the markers below can find them', () => {
    expect(chunksWith(studioMarkers).length).toBeGreaterThan(0)
    expect(chunksWith(previewMarkers).length).toBeGreaterThan(0)
  })

  test('no public route loads Studio or draft mode code', async ({ context }) => {
    test.setTimeout(120_000)
    for (const route of publicRoutes) {
      const scripts = await scriptsOf(context, route)
      expect(scripts.length, route).toBeGreaterThan(0)
      expect(carrying(scripts, studioMarkers), `${route}: código do Studio`).toEqual([])
      expect(carrying(scripts, previewMarkers), `${route}: código da pré-visualização`).toEqual([])
      if (route === '/') {
        const transferred = scripts.reduce((sum, { transferred }) => sum + transferred, 0)
        const decoded = scripts.reduce((sum, { code }) => sum + Buffer.byteLength(code), 0)
        test.info().annotations.push({
          type: 'JS de /',
          description: `${scripts.length} scripts, ${transferred} bytes transferidos, ${decoded} bytes descomprimidos`,
        })
        console.log(
          `[js] / carrega ${scripts.length} scripts: ${transferred} bytes transferidos (${decoded} descomprimidos)`,
        )
      }
    }
  })

  test('without Sanity credentials /studio explains, in Portuguese, how to connect a project', async ({ page }) => {
    const response = await page.goto('/studio')
    expect(response?.headers()['content-security-policy']).toContain('https://core.sanity-cdn.com')
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR')
    await expect(
      page.getByRole('heading', { level: 1, name: 'Conecte um projeto Sanity para editar o conteúdo' }),
    ).toBeVisible()
    await expect(page.getByText('NEXT_PUBLIC_SANITY_PROJECT_ID')).toBeVisible()
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  })
})

test.describe('draft mode', () => {
  test('cannot be enabled without a Sanity project, and says why', async ({ request }) => {
    const response = await request.get(
      '/api/draft-mode/enable?sanity-preview-secret=qualquer&sanity-preview-pathname=/blog',
      { maxRedirects: 0 },
    )
    expect(response.status()).toBe(501)
    expect(await response.text()).toContain('Pré-visualização indisponível')
    expect(response.headers()['set-cookie']).toBeUndefined()
  })

  for (const [target, location] of [
    ['/blog', '/blog'],
    ['/cardapios/lanchinhos?x=1', '/cardapios/lanchinhos?x=1'],
    ['//evil.com', '/'],
    ['https://evil.com', '/'],
    ['/\\evil.com', '/'],
    ['/.//evil.com', '/'],
  ] as const) {
    test(`disabling redirects ${target} to ${location}`, async ({ request }) => {
      const response = await request.get(`/api/draft-mode/disable?redirect=${encodeURIComponent(target)}`, {
        maxRedirects: 0,
      })
      expect(response.status()).toBe(307)
      expect(response.headers().location).toBe(location)
    })
  }

  test('visitors get the cached static page, without the exit control', async ({ page }) => {
    const response = await page.goto('/')
    expect(response?.headers()['cache-control']).toContain('s-maxage')
    expect(response?.headers()['cache-control']).not.toContain('private')
    await expect(page.getByRole('link', { name: 'Sair da pré-visualização' })).toHaveCount(0)
  })
})
