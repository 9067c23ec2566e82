'use server'

import { headers } from 'next/headers'
import { redirect } from 'next/navigation'
import { after } from 'next/server'
import * as z from 'zod/mini'
import { emailUnderAttack, limits, requestBrowser, requestIdentity, signInGate } from '@/lib/limits'
import { publicAction } from '../action'
import { getAuth } from '../auth'
import { alertSignInAttack } from '../sign-in-alert'
import { registerJobKey, serverKeyRefused } from '../../db/job-key'
import { SIGN_IN_EMAIL_MAX_DELAY_MS } from '../../limits/policy'
import { describeFailure } from '../../log/describe-failure'

export type SignInState = { error?: string; email?: string }

const credentials = z.object({
  email: z.string().check(z.trim(), z.minLength(1), z.maxLength(254)),
  password: z.string().check(z.minLength(1), z.maxLength(200)),
})

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Signs an administrator in; every outcome but success returns a Portuguese message. The attempt
 * is counted (one atomic call) before the password is looked at, so a burst sent in parallel is
 * held to the same allowance as one sent in a row; a form without both fields is not counted.
 */
export const signIn = publicAction({
  log: '[admin] erro inesperado ao entrar',
  values: (formData) => String(formData.get('email') ?? ''),
  input: (formData) => ({ email: formData.get('email'), password: formData.get('password') }),
  parse: credentials,
  invalid: 'Informe o e-mail e a senha.',
  // SPEC: an unexpected sign-in failure says this, whatever failed first.
  failure: 'Erro inesperado. Tente novamente.',
  refuse: ({ message, values }): SignInState => ({ error: message, email: values }),
  run: async ({ email, password }): Promise<SignInState> => {
    const identity = await requestIdentity()
    // The browser's signed id first, so an account knows the browsers it signed in from (never locked
    // out by others' failures); else the network; scripts that send no cookie this site signed, from
    // no known address, share one client: only they are locked together.
    const client = (await requestBrowser()) ?? identity.key ?? 'sem-identificacao'

    let counts = null
    try {
      counts = await limits().signInAttempt(email, client, identity.address)
    } catch (error) {
      console.error('[admin] contador de tentativas indisponível', describeFailure(error))
      if (!serverKeyRefused(error)) return { error: 'Erro inesperado. Tente novamente.', email }
    }
    if (counts && emailUnderAttack(counts)) after(() => alertSignInAttack(email))
    // Without its key the server cannot count (a new or changed CRON_SECRET before its first sign-in
    // registers it): every attempt then waits the longest, and Supabase Auth's own limit applies.
    const gate = counts ? signInGate(counts) : ({ blocked: false, delayMs: SIGN_IN_EMAIL_MAX_DELAY_MS } as const)
    if (gate.blocked) {
      const minutes = Math.ceil(gate.retryAfterMs / 60_000)
      return {
        error: `Muitas tentativas sem sucesso. Aguarde ${minutes} minuto${minutes > 1 ? 's' : ''} e tente novamente.`,
        email,
      }
    }
    await wait(gate.delayMs)

    const result = await getAuth().signIn(email, password, (await headers()).get('user-agent') ?? '')
    if (!result.ok) return { error: result.error === 'service' ? result.message : 'Email ou senha incorretos', email }
    await limits()
      .signInSucceeded(result.user, client)
      .catch((error: unknown) => console.error('[admin] limpar as tentativas falhou', describeFailure(error)))
    const user = result.user
    // Only an administrator may register it: anyone else's sign-in (sent to the home page) would only
    // log a refusal.
    after(async () => {
      if (!(await getAuth().isAdmin(user))) return
      await registerJobKey(user).catch((error: unknown) =>
        console.error('[admin] a chave das tarefas diárias não foi registrada', describeFailure(error)),
      )
    })
    redirect('/admin')
  },
})
