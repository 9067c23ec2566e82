import 'server-only'
import { cookies } from 'next/headers'

/** The cookies of the current request (set/delete work in actions and route handlers). */
export type CookieStore = Pick<Awaited<ReturnType<typeof cookies>>, 'get' | 'getAll' | 'set' | 'delete'>

export const requestCookies = (): Promise<CookieStore> => cookies()
