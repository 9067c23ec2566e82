/**
 * The Studio (/studio) runs Sanity's code, and whatever a document or a plugin brings, on the
 * admin's origin: a script there reaches /admin with the owner's cookies. The admin's own pages
 * therefore send a key with every request their scripts make (Next's navigations, prefetches and
 * server actions all go through fetch), and the proxy refuses a script's request without it. The
 * key lives in an HttpOnly cookie and in the admin pages' HTML, neither of which a script on
 * /studio can read: the admin cannot be framed (frame-ancestors 'none'), a window it opens is cut
 * off by Cross-Origin-Opener-Policy: same-origin, and its fetch is refused here.
 */
export const PAGE_KEY_COOKIE = 'painel_chave'
const PAGE_KEY_HEADER = 'x-painel-chave'

const KEY = /^[A-Za-z0-9_-]{43}$/

export const newPageKey = () => Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('base64url')

/** The cookie's key when it is one this site made, else undefined (a new one is issued). */
export const validPageKey = (value: string | undefined) => (value && KEY.test(value) ? value : undefined)

export const pageKeyCookieOptions = (secure: boolean) => ({
  httpOnly: true,
  sameSite: 'strict' as const,
  secure,
  path: '/admin',
  // Kept while the browser is used: a page left open must still send a key the proxy accepts.
  maxAge: 400 * 24 * 60 * 60,
})

/**
 * Whether a request is a same-site page's script (fetch, XHR, a subresource: Sec-Fetch-Site
 * same-origin or same-site with a Sec-Fetch-Mode other than navigate, which no page can forge)
 * without the key of this browser's admin pages. Navigations pass: what they load, only the
 * person's own window shows. A client outside a browser sends no Sec-Fetch-Site (Node's fetch sends
 * only a mode) and carries no one's cookies but its own: the sign-in's throttles answer it.
 */
export function scriptWithoutKey(headers: Headers, key: string | undefined): boolean {
  const mode = headers.get('sec-fetch-mode')
  const site = headers.get('sec-fetch-site')
  if (!mode || mode === 'navigate' || (site !== 'same-origin' && site !== 'same-site')) return false
  return !key || headers.get(PAGE_KEY_HEADER) !== key
}

/** The admin pages' script that adds the key to every request of theirs to this origin. */
export function pageKeyScript(key: string): string {
  return `(() => {
  const key = ${JSON.stringify(key)}
  const send = window.fetch
  window.fetch = function (input, init) {
    const url = new URL(input instanceof Request ? input.url : String(input), location.href)
    if (url.origin !== location.origin) return send.call(this, input, init)
    const headers = new Headers(init && init.headers !== undefined ? init.headers : input instanceof Request ? input.headers : undefined)
    headers.set(${JSON.stringify(PAGE_KEY_HEADER)}, key)
    return send.call(this, input, { ...init, headers })
  }
})()`
}
