import { ResponseCookies } from 'next/dist/server/web/spec-extension/cookies'
import type { CookieStore } from '@/lib/auth/cookie-store'
import { cookieJar } from './cookie-jar'

export type SetCookie = { name: string; value: string; attributes: Record<string, string | true> }

/** Splits a Set-Cookie header line into its cookie and its attributes (names lower-cased). */
export function parseSetCookie(line: string): SetCookie {
  const [pair = '', ...parts] = line.split(/;\s*/)
  const [name = '', value = ''] = pair.split(/=(.*)/s)
  const attributes: Record<string, string | true> = {}
  for (const part of parts) {
    const [key = '', attribute] = part.split(/=(.*)/s)
    attributes[key.toLowerCase()] = attribute ?? true
  }
  return { name, value: decodeURIComponent(value), attributes }
}

/**
 * A browser's cookies plus the response being written: reads come from the jar, writes go through
 * Next's own ResponseCookies (what `cookies()` uses in a server action), so the Set-Cookie lines
 * are the ones Next sends.
 */
export function setCookieStore() {
  const jar = cookieJar()
  let headers = new Headers()
  let response = new ResponseCookies(headers)
  const store = {
    get: jar.store.get,
    getAll: jar.store.getAll,
    set(...args: Parameters<CookieStore['set']>) {
      response.set(...args)
      jar.store.set(...args)
      return store
    },
    delete(...args: Parameters<CookieStore['delete']>) {
      response.delete(...args)
      jar.store.delete(...args)
      return store
    },
  }
  return {
    jar,
    read: async (): Promise<CookieStore> => store as unknown as CookieStore,
    /** The Set-Cookie lines of the response so far; the next response starts empty. */
    takeSetCookies(): SetCookie[] {
      const lines = headers.getSetCookie()
      headers = new Headers()
      response = new ResponseCookies(headers)
      return lines.map(parseSetCookie)
    },
  }
}
