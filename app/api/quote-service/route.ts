import { quoteServiceStatus } from '@/lib/quotes'

// A read, so a GET: a server action would queue a visitor's submit behind this probe.
export const dynamic = 'force-dynamic'

/** The quote form's check when it nears the screen: is the backend configured, and does it answer? */
export async function GET() {
  return Response.json(await quoteServiceStatus(), { headers: { 'Cache-Control': 'no-store' } })
}
