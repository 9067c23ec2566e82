import 'server-only'

/**
 * The Content Lake's live events, with a Sanity project only (components/layout/sanity-live.tsx).
 * SANITY_LIVE is written into the build (next.config.ts): on the seed dataset the import below is
 * dead code, so the listener's browser code (next-sanity's SanityLive and the Sanity client) never
 * reaches a visitor's page; the seed dataset changes only with a deploy or the webhook.
 */
export async function LiveContent() {
  if (!process.env.SANITY_LIVE) return null
  const { SanityLiveListener } = await import('./sanity-live')
  return <SanityLiveListener />
}
