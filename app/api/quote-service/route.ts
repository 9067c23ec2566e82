import { ensureClientId } from '@/lib/limits'
import { quoteServiceStatus } from '@/lib/quotes/store'

// A read, so a GET: a server action would queue a visitor's submit behind this probe.
export const dynamic = 'force-dynamic'

/**
 * The quote form's check when it nears the screen: is the backend configured, and does it answer?
 * It also gives the browser its id, so the quote it sends next is counted as its own.
 */
export async function GET() {
  await ensureClientId()
  return Response.json(await quoteServiceStatus(), { headers: { 'Cache-Control': 'no-store' } })
}
