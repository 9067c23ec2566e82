import { isCronCaller } from '@/lib/jobs/cron-auth'
import { runDigest } from '@/lib/jobs/digest'

export const dynamic = 'force-dynamic'

const noStore = { 'Cache-Control': 'no-store' }

/** Vercel Cron (vercel.json) at 8:00 in São Paulo: sends the day's digest once. */
export async function GET(request: Request) {
  if (!isCronCaller(request)) return new Response(null, { status: 401, headers: noStore })
  const outcome = await runDigest()
  return Response.json({ outcome }, { status: outcome === 'failed' ? 500 : 200, headers: noStore })
}
