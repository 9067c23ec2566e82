import type { CookieStore } from '@/lib/auth/cookie-store'

type Stored = { name: string; value: string; options: Record<string, unknown> }

/** The cookies a browser would keep between requests, in the shape of Next's request cookie store. */
export function cookieJar() {
  const cookies = new Map<string, Stored>()
  const store = {
    get: (name: string) => {
      const cookie = cookies.get(name)
      return cookie ? { name, value: cookie.value } : undefined
    },
    getAll: () => [...cookies.values()].map(({ name, value }) => ({ name, value })),
    set: (name: string, value: string, options: Record<string, unknown> = {}) => {
      if (value === '' || options.maxAge === 0) cookies.delete(name)
      else cookies.set(name, { name, value, options })
      return store
    },
    delete: (name: string) => {
      cookies.delete(name)
      return store
    },
  }
  return { store: store as unknown as CookieStore, cookies, read: async () => store as unknown as CookieStore }
}
