import { env } from '@/lib/config/env'
import { isCronCaller } from '@/lib/jobs/cron-auth'
import { getRpc } from '@/lib/db'
import { runRetention } from '@/lib/jobs/retention'

export const dynamic = 'force-dynamic'

const noStore = { 'Cache-Control': 'no-store' }

/** The daily retention run for Vercel Cron (vercel.json), with `Authorization: Bearer CRON_SECRET`. */
export async function GET(request: Request) {
  if (!env.cronSecret) return new Response('CRON_SECRET não está configurado', { status: 503, headers: noStore })
  if (!isCronCaller(request)) return new Response('Não autorizado', { status: 401, headers: noStore })
  try {
    return Response.json(await runRetention(getRpc()), { headers: noStore })
  } catch (error) {
    console.error('[retencao] a execução falhou:', (error as Error).message)
    return new Response('A retenção falhou', { status: 500, headers: noStore })
  }
}
