import 'server-only'
import { defineEnableDraftMode } from 'next-sanity/draft-mode'
import { relativePath } from './relative-path'
import type { Preview } from './setup'

// The Presentation tool's parameter naming the page to open after enabling draft mode.
const PREVIEW_PATH_PARAM = 'sanity-preview-pathname'

/**
 * The request with its preview page forced to a path on this site: next-sanity keeps paths such as
 * "/.//evil.com", which the redirect would turn into another site.
 */
export function withRelativePreviewPath(request: Request): Request {
  const url = new URL(request.url)
  const path = url.searchParams.get(PREVIEW_PATH_PARAM)
  if (path === null) return request
  url.searchParams.set(PREVIEW_PATH_PARAM, relativePath(path))
  return new Request(url, request)
}

/**
 * GET /api/draft-mode/enable: next-sanity checks the Presentation tool's one-time secret against
 * the Content Lake (401 when missing or wrong), turns draft mode on and redirects to the page.
 */
export function enableDraftModeHandler(preview: Preview): (request: Request) => Promise<Response> {
  if (!preview.available) {
    const { message, status } = preview
    return async () => new Response(message, { status, headers: { 'content-type': 'text/plain; charset=utf-8' } })
  }
  const { GET } = defineEnableDraftMode({ client: preview.client })
  return (request) => GET(withRelativePreviewPath(request))
}
