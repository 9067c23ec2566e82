import 'server-only'
import { defineLive } from 'next-sanity/live'
import { liveClient } from '@/lib/content'
import { expireLiveTags } from '@/lib/content/live-action'

// No token reaches the browser (drafts are read on the server, in draft mode only), and the server
// reads published content only outside draft mode: both tokens off on purpose.
const live = liveClient ? defineLive({ client: liveClient, serverToken: false, browserToken: false }) : null

/**
 * Listens to the Content Lake's live events in the visitor's browser: a publish names the sync
 * tags of the answers it changed, a server action expires them, and the open page (and every page
 * that showed the document) is regenerated within seconds, without a webhook.
 */
export function SanityLiveListener() {
  return live ? <live.SanityLive action={expireLiveTags} /> : null
}
