import { describe, expect, it } from 'vitest'
import { newPageKey, scriptWithoutKey } from '@/lib/security/admin-page-key'

const key = newPageKey()

// What each client sends for a request to /admin: only a same-site page's script without the key is
// refused. Browsers write Sec-Fetch-* themselves (a page cannot forge them); Node's fetch sends only a
// mode, and a client outside a browser carries no one's cookies but its own.
describe('a request to the admin refused as a script without the page key', () => {
  it.each([
    ['no Fetch Metadata (curl, an old browser)', {}, false],
    ["Node's fetch (a mode, no site)", { 'sec-fetch-mode': 'cors' }, false],
    ['a navigation from /studio', { 'sec-fetch-mode': 'navigate', 'sec-fetch-site': 'same-origin' }, false],
    ['a script on /studio', { 'sec-fetch-mode': 'cors', 'sec-fetch-site': 'same-origin' }, true],
    [
      'a script on /studio, same-origin mode',
      { 'sec-fetch-mode': 'same-origin', 'sec-fetch-site': 'same-origin' },
      true,
    ],
    ['a script on another host of the site', { 'sec-fetch-mode': 'cors', 'sec-fetch-site': 'same-site' }, true],
    [
      'a script on /studio with a made-up key',
      { 'sec-fetch-mode': 'cors', 'sec-fetch-site': 'same-origin', 'x-painel-chave': newPageKey() },
      true,
    ],
    [
      "the admin page's own script",
      { 'sec-fetch-mode': 'cors', 'sec-fetch-site': 'same-origin', 'x-painel-chave': key },
      false,
    ],
    [
      'a script on another site (no cookies of the site go with it)',
      { 'sec-fetch-mode': 'cors', 'sec-fetch-site': 'cross-site' },
      false,
    ],
  ])('%s', (_, headers: Record<string, string>, refused) => {
    expect(scriptWithoutKey(new Headers(headers), key)).toBe(refused)
  })

  it('refuses a same-origin script when the browser has no key cookie at all', () => {
    const headers = new Headers({ 'sec-fetch-mode': 'cors', 'sec-fetch-site': 'same-origin', 'x-painel-chave': key })
    expect(scriptWithoutKey(headers, undefined)).toBe(true)
  })
})
