import { isCronCaller } from '@/lib/jobs/cron-auth'
import { runDigest } from '@/lib/jobs/digest'
import { deliverAlerts } from '@/lib/proposals/notify'

export const dynamic = 'force-dynamic'

const noStore = { 'Cache-Control': 'no-store' }

/** Vercel Cron (vercel.json) at 8:00 in São Paulo: sends the day's digest once, and the alerts still waiting in the outbox. */
export async function GET(request: Request) {
  if (!isCronCaller(request)) return new Response(null, { status: 401, headers: noStore })
  const outcome = await runDigest()
  const alerts = await deliverAlerts()
  return Response.json({ outcome, alerts }, { status: outcome === 'failed' ? 500 : 200, headers: noStore })
}
