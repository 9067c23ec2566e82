import { isRedirectError } from 'next/dist/client/components/redirect-error'
import type { signIn as SignIn } from '@/lib/auth/actions/sign-in'
import { inRequestScope } from './request-scope'

/**
 * Signs in by the sign-in action itself, as the login page posts it (the action imported by the
 * test, after its environment), and returns the Cookie header of the session it opened. Throws
 * with the action's answer when it did not let the person in.
 */
export async function signInCookie(signIn: typeof SignIn, email: string, password: string): Promise<string> {
  const form = new FormData()
  form.set('email', email)
  form.set('password', password)
  const { result, setCookies } = await inRequestScope(
    new Request('http://localhost:3000/admin/login', { method: 'POST' }),
    () => signIn({}, form).catch((error: unknown) => error),
    '/admin/login/page',
  )
  if (!isRedirectError(result)) throw new Error(`o login não entrou: ${JSON.stringify(result)}`)
  return setCookies.map((line) => line.split(';')[0]).join('; ')
}
