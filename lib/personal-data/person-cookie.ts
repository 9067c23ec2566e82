import 'server-only'
import { cookies } from 'next/headers'
import { env } from '../config/env'

// The person being looked at lives in an http-only cookie of the admin area, never in a URL: an
// e-mail or phone in an address would reach server logs and the browser history.
const NAME = 'dados_pessoais'
const options = () => ({
  httpOnly: true,
  sameSite: 'strict' as const,
  secure: env.isProduction,
  path: '/admin',
  maxAge: 30 * 60,
})

export async function currentPersonKey(): Promise<string | null> {
  return (await cookies()).get(NAME)?.value || null
}

export async function setPersonKey(key: string): Promise<void> {
  ;(await cookies()).set(NAME, key, options())
}

export async function clearPersonKey(): Promise<void> {
  ;(await cookies()).set(NAME, '', { ...options(), maxAge: 0 })
}
