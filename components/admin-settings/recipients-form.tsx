'use client'

import { useActionState } from 'react'
import { saveRecipients, type SaveRecipientsState } from '@/lib/admin-settings/actions/save-recipients'
import { sendTestEmail, type TestEmailState } from '@/lib/admin-settings/actions/send-test-email'

/** The recipients, one per line, with "Salvar"; a refused list comes back as typed, with the reason. */
export function RecipientsForm({ recipients }: { recipients: string[] }) {
  const [state, action, pending] = useActionState<SaveRecipientsState, FormData>(saveRecipients, { status: 'idle' })
  const refused = state.status === 'invalid' || state.status === 'failed' ? state : undefined
  return (
    <form action={action} className="space-y-3">
      <label htmlFor="destinatarios" className="block font-semibold">
        E-mails que recebem os avisos (um por linha, até 10)
      </label>
      <textarea
        id="destinatarios"
        name="recipients"
        rows={5}
        defaultValue={refused?.text ?? recipients.join('\n')}
        key={refused ? `${refused.status}:${refused.text}` : recipients.join(',')}
        aria-describedby={refused ? 'destinatarios-erro' : undefined}
        aria-invalid={refused ? true : undefined}
        className="block w-full rounded-xl border border-brand-200 bg-white px-3 py-2 font-mono focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none"
      />
      <p id="destinatarios-erro" role="alert" className="text-sm font-semibold text-red-700 empty:hidden">
        {refused?.message}
      </p>
      <p aria-live="polite" className="text-sm font-semibold text-emerald-800 empty:hidden">
        {state.status === 'saved' ? state.message : ''}
      </p>
      <button
        type="submit"
        disabled={pending}
        className="min-h-11 rounded-full bg-brand-600 px-5 font-bold text-white hover:bg-brand-700 disabled:opacity-70"
      >
        {pending ? 'Salvando...' : 'Salvar'}
      </button>
    </form>
  )
}

/** "Enviar e-mail de teste" and what came of it. */
export function TestEmailForm() {
  const [state, action, pending] = useActionState<TestEmailState>(sendTestEmail, { status: 'idle' })
  return (
    <form action={action} className="space-y-2">
      <button
        type="submit"
        disabled={pending}
        className="min-h-11 rounded-full border-2 border-brand-600 px-5 font-bold text-brand-700 hover:bg-brand-50 disabled:opacity-70"
      >
        {pending ? 'Enviando...' : 'Enviar e-mail de teste'}
      </button>
      <p
        role="status"
        className={`text-sm font-semibold empty:hidden ${state.status === 'sent' ? 'text-emerald-800' : 'text-red-700'}`}
      >
        {state.status === 'idle' ? '' : state.message}
      </p>
    </form>
  )
}
