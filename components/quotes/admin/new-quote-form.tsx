'use client'

import { useActionState, useEffect, useRef, useState } from 'react'
import { ErrorSummary } from '@/components/quotes/error-summary'
import { QuoteFields } from '@/components/quotes/quote-fields'
import { SubmitButton } from '@/components/ui/submit-button'
import type { LeadSourceChoice } from '@/lib/content/lead-sources'
import type { QuoteFormTexts } from '@/lib/content/site'
import { createQuote, type CreateQuoteState } from '@/lib/quotes/admin-actions/create-quote'
import { emptyQuote, type QuoteFormValues } from '@/lib/quotes/form-values'
import { partyTypes, type PartyTypeNames } from '@/lib/quotes/party-types'

// The admin names the party types as its list and filters do.
const adminNames = Object.fromEntries(partyTypes.map(({ id, label }) => [id, label])) as PartyTypeNames

type Props = { texts: QuoteFormTexts['form']; leadSources: LeadSourceChoice[]; today: string; submissionId: string }

const idle: CreateQuoteState = { status: 'idle' }

/**
 * "Novo orçamento": the public form's fields, typed by the administrator from a call, a WhatsApp
 * conversation or a visit. The action is the form's own, so it works without scripts; a refused
 * form comes back with everything typed and the errors above it.
 */
export function NewQuoteForm({ texts, leadSources, today, submissionId }: Props) {
  const [state, action] = useActionState(createQuote, idle)
  const [answered, setAnswered] = useState(state)
  const [values, setValues] = useState<QuoteFormValues>(state.status === 'idle' ? emptyQuote : state.values)
  // A new answer brings the values as the server read them (a submit before scripts ran has no other state).
  if (answered !== state) {
    setAnswered(state)
    if (state.status !== 'idle') setValues(state.values)
  }
  const summary = useRef<HTMLDivElement>(null)
  useEffect(() => summary.current?.focus(), [state])
  const errors = state.status === 'invalid' ? state.fieldErrors : {}
  return (
    <form
      action={action}
      aria-label="Novo orçamento"
      className="space-y-5 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-brand-100"
      noValidate
    >
      <input type="hidden" name="submission_id" value={submissionId} />
      <ErrorSummary ref={summary} errors={errors} heading={texts.errorsHeading} />
      {state.status === 'failed' ? (
        <p role="alert" className="rounded-xl bg-red-50 p-3 font-semibold text-red-800 ring-1 ring-red-200">
          {state.message}
        </p>
      ) : null}
      <p className="text-sm text-muted">
        Basta um contato do cliente: WhatsApp, telefone ou e-mail. A mensagem é opcional.
      </p>
      <QuoteFields
        contactsOptional
        values={values}
        errors={errors}
        today={today}
        onChange={(field, value) => setValues((current) => ({ ...current, [field]: value }))}
        leadSources={leadSources}
        texts={texts}
        partyTypes={adminNames}
      />
      <SubmitButton
        pendingText="Salvando..."
        className="min-h-12 w-full rounded-full bg-brand-600 px-6 font-bold text-white hover:bg-brand-700 disabled:opacity-70 sm:w-auto"
      >
        Salvar orçamento
      </SubmitButton>
    </form>
  )
}
