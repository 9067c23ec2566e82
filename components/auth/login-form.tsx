'use client'

import { useActionState } from 'react'
import { signIn, type SignInState } from '@/lib/auth/actions/sign-in'

const inputClass =
  'mt-1 block w-full rounded-xl border border-brand-200 bg-white px-4 py-3 shadow-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none disabled:bg-brand-50'

/** E-mail and password; 'Entrando...' and disabled inputs while the sign-in runs. */
export function LoginForm() {
  const [state, action, pending] = useActionState<SignInState, FormData>(signIn, {})
  return (
    <form action={action} className="space-y-5" aria-describedby={state.error ? 'login-erro' : undefined}>
      {state.error ? (
        <p
          id="login-erro"
          role="alert"
          className="rounded-xl border border-red-300 bg-red-50 p-3 font-semibold text-red-800"
        >
          {state.error}
        </p>
      ) : null}
      <div>
        <label htmlFor="login-email" className="block font-semibold">
          Email
        </label>
        <input
          id="login-email"
          name="email"
          type="email"
          autoComplete="username"
          required
          disabled={pending}
          defaultValue={state.email}
          className={inputClass}
        />
      </div>
      <div>
        <label htmlFor="login-senha" className="block font-semibold">
          Senha
        </label>
        <input
          id="login-senha"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          disabled={pending}
          className={inputClass}
        />
      </div>
      <button
        type="submit"
        disabled={pending}
        className="w-full rounded-full bg-brand-600 px-6 py-3 font-bold text-white hover:bg-brand-700 disabled:opacity-70"
      >
        {pending ? 'Entrando...' : 'Entrar'}
      </button>
    </form>
  )
}
