'use server'

import { redirect } from 'next/navigation'
import * as z from 'zod/mini'
import { recordSignIn } from '@/lib/audit/record'
import { requestAddress, signInThrottle as throttle } from '@/lib/limits'
import { getAuth } from '../index'

export type SignInState = { error?: string; email?: string }

const credentials = z.object({
  email: z.string().check(z.trim(), z.minLength(1), z.maxLength(254)),
  password: z.string().check(z.minLength(1), z.maxLength(200)),
})

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Signs an administrator in; every outcome but success returns a Portuguese message. */
export async function signIn(_previous: SignInState, formData: FormData): Promise<SignInState> {
  const parsed = z.safeParse(credentials, { email: formData.get('email'), password: formData.get('password') })
  if (!parsed.success) return { error: 'Informe o e-mail e a senha.', email: String(formData.get('email') ?? '') }
  const { email, password } = parsed.data
  // Without a trustworthy address only the e-mail is counted: one shared bucket would let anyone lock the admin out.
  const address = await requestAddress()
  const keys = [`signin:email:${email.toLowerCase()}`, ...(address ? [`signin:ip:${address}`] : [])]

  const gate = await throttle.check(keys)
  if (gate.blocked) {
    const minutes = Math.ceil(gate.retryAfterMs / 60_000)
    return { error: `Muitas tentativas sem sucesso. Aguarde ${minutes} minuto${minutes > 1 ? 's' : ''} e tente novamente.`, email }
  }
  await wait(gate.delayMs)

  try {
    const result = await getAuth().signIn(email, password)
    if (!result.ok) {
      if (result.error === 'service') return { error: result.message, email }
      await throttle.recordFailure(keys)
      return { error: 'Email ou senha incorretos', email }
    }
  } catch (error) {
    console.error('[admin] erro inesperado ao entrar', error)
    return { error: 'Erro inesperado. Tente novamente.', email }
  }
  await throttle.reset(keys)
  await recordSignIn()
  redirect('/admin')
}
