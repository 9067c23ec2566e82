import { revalidateTag } from 'next/cache'
import type { NextRequest } from 'next/server'
import { parseBody } from 'next-sanity/webhook'
import { isContentType } from '@/lib/content/tags'
import { env } from '@/lib/config/env'

type WebhookPayload = { _type?: unknown }

/**
 * Sanity webhook: on publish, expire the cache tag of the published document's type so the next
 * visitor gets fresh pages. With a real project it first waits for Content Lake consistency.
 */
export async function POST(request: NextRequest) {
  if (!env.revalidateSecret) {
    console.error('[revalidate] SANITY_REVALIDATE_SECRET não está configurado')
    return new Response('Revalidação não configurada', { status: 500 })
  }
  const { body, isValidSignature } = await parseBody<WebhookPayload>(request, env.revalidateSecret, env.sanity !== null)
  if (!isValidSignature) return new Response('Assinatura inválida', { status: 401 })
  if (!isContentType(body?._type)) return new Response('Tipo de documento desconhecido', { status: 400 })
  revalidateTag(body._type, { expire: 0 })
  return Response.json({ revalidated: [body._type], now: Date.now() })
}
