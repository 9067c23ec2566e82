import { isCronCaller } from '@/lib/jobs/cron-auth'
import { runHoldLapse } from '@/lib/jobs/holds'
import { describeFailure } from '@/lib/log/describe-failure'

export const dynamic = 'force-dynamic'

const noStore = { 'Cache-Control': 'no-store' }

/** Vercel Cron (vercel.json) just after midnight in São Paulo: the holds whose deadline passed are released. */
export async function GET(request: Request) {
  if (!isCronCaller(request)) return new Response(null, { status: 401, headers: noStore })
  try {
    const lapsed = await runHoldLapse()
    return Response.json(lapsed === null ? { outcome: 'off' } : { lapsed }, {
      status: lapsed === null ? 503 : 200,
      headers: noStore,
    })
  } catch (error) {
    console.error('[pre-reservas] a tarefa falhou', describeFailure(error))
    return Response.json({ outcome: 'failed' }, { status: 500, headers: noStore })
  }
}
