import { revalidateTag } from 'next/cache'
import { after } from 'next/server'
import { isContentType } from '@/lib/content/tags'
import { verifyWebhook } from '@/lib/content/webhook'
import { env } from '@/lib/config/env'
import { webhookSeenBefore } from '@/lib/limits'
import { getRpc } from '@/lib/db'
import { checkSiteContact } from '@/lib/jobs/site-contact'
import { describeFailure } from '@/lib/log/describe-failure'

// The Content Lake answers a query with the published change a moment after the webhook fires.
const CONTENT_LAKE_CONSISTENCY_MS = 3_000

/**
 * Sanity webhook: on publish, expire the cache tag of the published document's type so the next
 * visitor gets fresh pages. With a real project it first waits for Content Lake consistency.
 */
export async function POST(request: Request) {
  if (!env.revalidateSecret) {
    console.error('[revalidate] SANITY_REVALIDATE_SECRET não está configurado')
    return new Response('Revalidação não configurada', { status: 500 })
  }
  const delivery = await verifyWebhook(request, env.revalidateSecret, webhookSeenBefore)
  if (!delivery.ok) return new Response(delivery.message, { status: delivery.status })
  const type = (delivery.body as { _type?: unknown } | null)?._type
  if (!isContentType(type)) return new Response('Tipo de documento desconhecido', { status: 400 })
  if (env.sanity) await new Promise((resolve) => setTimeout(resolve, CONTENT_LAKE_CONSISTENCY_MS))
  revalidateTag(type, { expire: 0 })
  // The published WhatsApp and e-mail against the last recorded, once the answer has gone out.
  if (type === 'siteSettings')
    after(() =>
      checkSiteContact(getRpc()).catch((error: unknown) =>
        console.error('[contato] a conferência do contato publicado falhou:', describeFailure(error)),
      ),
    )
  return Response.json({ revalidated: [type], now: Date.now() })
}
