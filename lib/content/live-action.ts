'use server'

import { updateTag } from 'next/cache'
import { parseTags } from 'next-sanity/live'

// A publish names a handful of sync tags; every open page hears the same event and calls this.
const MAX_TAGS = 32
const TAG = /^sanity:[\w:-]{1,100}$/
// The pages of a tag are expired once for all the browsers that heard the same event (they call
// within moments of each other), and a flood of calls (each would render the page again, asking
// the Content Lake) does so at most this often. Two publishes of the same content by hand are
// further apart; one within this window of the last is shown at the next publish or revalidation.
const ONCE_PER_MS = 500
const recently = new Map<string, number>()

/**
 * What <SanityLive> calls when the Content Lake says content changed: expires the answers cached
 * under those sync tags at once (not stale-while-revalidate, next-sanity's default, which would let
 * the refresh that follows show the old page), then the browser asks for the page again.
 */
export async function expireLiveTags(unsafeTags: unknown): Promise<'refresh'> {
  const { tags } = parseTags(unsafeTags)
  const now = Date.now()
  for (const [tag, at] of recently) if (now - at >= ONCE_PER_MS) recently.delete(tag)
  const expired = tags.slice(0, MAX_TAGS).filter((tag) => TAG.test(tag) && !recently.has(tag))
  for (const tag of expired) {
    recently.set(tag, now)
    updateTag(tag)
  }
  if (expired.length > 0) console.log(`[conteúdo] ao vivo: publicação no Sanity, expiradas ${expired.join(', ')}`)
  return 'refresh'
}
