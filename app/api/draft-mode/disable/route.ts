import { cookies, draftMode } from 'next/headers'
import { redirect } from 'next/navigation'
import type { NextRequest } from 'next/server'
import { relativePath } from '@/lib/preview/relative-path'

/** GET /api/draft-mode/disable?redirect=/blog: back to published content, on the same page. */
export async function GET(request: NextRequest) {
  ;(await draftMode()).disable()
  // Set by the enable route with the Studio's perspective; meaningless once draft mode is off.
  ;(await cookies()).delete('sanity-preview-perspective')
  redirect(relativePath(request.nextUrl.searchParams.get('redirect')))
}
