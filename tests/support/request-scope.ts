import { randomBytes } from 'node:crypto'
import { NextRequest } from 'next/server'
import { workAsyncStorage } from 'next/dist/server/app-render/work-async-storage.external'
import { workUnitAsyncStorage } from 'next/dist/server/app-render/work-unit-async-storage.external'
import { createRequestStoreForAPI } from 'next/dist/server/async-storage/request-store'
import { createWorkStore } from 'next/dist/server/async-storage/work-store'
import { getImplicitTags } from 'next/dist/server/lib/implicit-tags'

/** The draft mode keys a `next start` server generates for its build (they sign __prerender_bypass). */
export const previewProps = {
  previewModeId: randomBytes(16).toString('hex'),
  previewModeSigningKey: randomBytes(32).toString('hex'),
  previewModeEncryptionKey: randomBytes(32).toString('hex'),
}

/**
 * Runs `work` inside the request scope Next gives a route handler or server action (the same
 * stores its app-route module creates), so headers(), cookies() and draftMode() behave as on a
 * server. Returns what `work` returned and the Set-Cookie lines the request wrote.
 */
export async function inRequestScope<T>(request: Request, work: () => Promise<T>, page = '/api/test/route') {
  const req = new NextRequest(request)
  const setCookies: string[] = []
  const implicitTags = await getImplicitTags(page, req.nextUrl.pathname, null)
  const requestStore = createRequestStoreForAPI(
    // The app-route module hands Next's own request wrapper here; only its headers are read.
    req as unknown as Parameters<typeof createRequestStoreForAPI>[0],
    req.nextUrl,
    implicitTags,
    (cookies) => setCookies.push(...cookies),
    previewProps,
    undefined,
  )
  const closing: (() => void)[] = []
  const pending: Promise<unknown>[] = []
  const workStore = createWorkStore({
    page,
    renderOpts: {
      cacheLifeProfiles: { default: { stale: 300, revalidate: 900, expire: 4_294_967_294 } },
      staticPageGenerationTimeout: 60,
      cacheComponents: false,
      validationLevel: 'warning',
      experimental: {
        isRoutePPREnabled: false,
        authInterrupts: false,
        useCacheTimeout: 60_000,
        durableUseCacheEntries: false,
      },
      isDraftMode: false,
      // The response "closes" once `work` is done; then the after() tasks run and are awaited.
      onClose: (callback: () => void) => void closing.push(callback),
      waitUntil: (promise: Promise<unknown>) => void pending.push(promise),
      onAfterTaskError: undefined,
    },
    buildId: 'test',
    deploymentId: '',
    previouslyRevalidatedTags: [],
  })
  const result = await workUnitAsyncStorage.run(requestStore, () => workAsyncStorage.run(workStore, work))
  for (const callback of closing) callback()
  await Promise.all(pending)
  return { result, setCookies }
}
