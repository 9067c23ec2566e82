import { env } from '@/lib/config/env'
import { isCronCaller } from '@/lib/jobs/cron-auth'
import { getRpc } from '@/lib/db'
import { runRetention } from '@/lib/jobs/retention'
import { checkSiteContact } from '@/lib/jobs/site-contact'
import { describeFailure } from '@/lib/log/describe-failure'

export const dynamic = 'force-dynamic'

const noStore = { 'Cache-Control': 'no-store' }

/**
 * The daily retention run for Vercel Cron (vercel.json), with `Authorization: Bearer CRON_SECRET`;
 * the same daily call then compares the Studio's WhatsApp and e-mail with the last recorded (the
 * Hobby plan's two cron entries are the retention's and the digest's).
 */
export async function GET(request: Request) {
  if (!env.cronSecret) return new Response('CRON_SECRET não está configurado', { status: 503, headers: noStore })
  if (!isCronCaller(request)) return new Response('Não autorizado', { status: 401, headers: noStore })
  try {
    const retention = await runRetention(getRpc())
    const contact = await checkSiteContact(getRpc()).catch((error: unknown) => {
      console.error('[contato] a conferência do contato publicado falhou:', describeFailure(error))
      return 'failed' as const
    })
    return Response.json({ ...retention, contact }, { headers: noStore })
  } catch (error) {
    console.error('[retencao] a execução falhou:', describeFailure(error))
    return new Response('A retenção falhou', { status: 500, headers: noStore })
  }
}
