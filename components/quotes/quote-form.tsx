'use client'

import { lazy, Suspense, useActionState, useRef, useState, type SubmitEvent } from 'react'
import { submitQuote, type SubmitQuoteState } from '@/lib/quotes/actions/submit-quote'
import type { QuoteFormValues } from '@/lib/quotes/form-values'
import { openWhatsapp } from '@/lib/quotes/open-whatsapp'
import type { QuoteFormTexts } from '@/lib/content/site'
import { Toaster } from '@/components/ui/toaster'
import { ErrorSummary } from './error-summary'
import { HoneypotField } from './honeypot-field'
import { QuoteFields } from './quote-fields'
import {
  announceResult,
  configurationError,
  connectionError,
  sentWhatsappUrl,
  typedWhatsappUrl,
  validationError,
} from './quote-result'
import { QuoteSent } from './quote-sent'
import { QuoteSubmit } from './quote-submit'
import { ServiceBanner } from './service-banner'
import { useFieldErrors } from './use-field-errors'
import { useFormElement } from './use-form-element'
import { useFormPreparation } from './use-form-preparation'
import { useFullDate } from './use-full-dates'
import { useLazyValidator } from './use-lazy-validator'
import { useQuoteDraft } from './use-quote-draft'
import { useQuoteSend } from './use-quote-send'
import { serviceProblem, useQuoteService } from './use-quote-service'

// Only a flood makes the server ask for a proof: its widget's wrapper stays out of every page's first script.
const ProofOfWork = lazy(() => import('./proof-of-work').then(({ ProofOfWork }) => ({ default: ProofOfWork })))

const idle: SubmitQuoteState = { status: 'idle' }

/**
 * The quote request form (docs/produto.md, "Pedido de orçamento"). Its action is the server action
 * itself, so a submit made before the scripts run (or without them) reaches the server, which
 * answers with this form rendered from the action's state. Once scripts run, the form validates
 * in the browser and sends from onSubmit instead (use-quote-send.ts).
 */
export function QuoteForm(props: Props) {
  // The toasts appear beside the form that raises them; sonner loads only for the first one.
  return (
    <>
      <QuoteFormBody {...props} />
      <Toaster />
    </>
  )
}

type Props = { whatsappNumber: string; texts: QuoteFormTexts }

function QuoteFormBody({ whatsappNumber, texts }: Props) {
  const [answer, formAction] = useActionState(submitQuote, idle)
  const [state, setState] = useState(answer)
  const [watchForm, service] = useQuoteService()
  const [form, formRef] = useFormElement(watchForm)
  const draft = useQuoteDraft(form, answer.status !== 'idle' && answer.status !== 'sent' ? answer.values : undefined)
  const { values } = draft
  const { errors, summary, reject, clear, clearField } = useFieldErrors(
    answer.status === 'invalid' ? answer.fieldErrors : {},
  )
  const validator = useLazyValidator()
  const { today, prepare } = useFormPreparation(form, validator.prepare)
  const fullDate = useFullDate(values.date)

  const settle = (result: SubmitQuoteState) => {
    setState(result)
    if (result.status === 'sent') {
      clear()
      draft.reset()
      const url = sentWhatsappUrl(whatsappNumber, result, texts)
      if (url) openWhatsapp(url)
    } else if (result.status === 'invalid') reject(result.fieldErrors)
    announceResult(result, texts.form)
  }
  const { pending, sending, send } = useQuoteSend(settle)
  // The proof of work the browser solved for the server's puzzle, sent with the next submit.
  const proof = useRef<string | null>(null)

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (sending()) return
    const validate = validator.current()
    if (!validate) {
      // Sent before the schema arrived (Enter right after the page loaded): check once it has.
      const { submitter } = event.nativeEvent
      validator.load().then(
        () => form.current?.requestSubmit(submitter),
        () => settle({ status: 'failed', values }),
      )
      return
    }
    const result = validate(values)
    if (!result.ok) {
      reject(result.fieldErrors)
      validationError(texts.form)
    } else if (service && !service.configured) configurationError(texts.form)
    else if (service && !service.connected) connectionError(texts.form)
    else {
      clear()
      const formData = new FormData(event.currentTarget)
      formData.set('submission_id', draft.submissionId())
      // A flood's ceiling asks this form for a proof of work instead of holding its quote for review.
      formData.set('can_prove', '1')
      if (proof.current) formData.set('altcha', proof.current)
      proof.current = null
      send(state, formData, values)
    }
  }

  const change = (field: keyof QuoteFormValues, value: string | string[]) => {
    draft.update({ [field]: value })
    clearField(field)
  }

  // The state is still the server's answer to a submit made before the scripts ran (or without them).
  const scriptless = state === answer && answer.status !== 'idle'
  if (state.status === 'sent') {
    return (
      <QuoteSent
        texts={texts.sent}
        whatsappUrl={sentWhatsappUrl(whatsappNumber, state, texts)}
        scriptless={scriptless}
        onAnother={() => setState(idle)}
      />
    )
  }

  const typedUrl = typedWhatsappUrl(whatsappNumber, values, texts)
  return (
    <form
      ref={formRef}
      action={formAction}
      onSubmit={onSubmit}
      onFocus={prepare}
      noValidate
      className="space-y-6"
      aria-describedby="orcamento-privacidade"
    >
      <ServiceBanner status={service} whatsappUrl={typedUrl} texts={texts.form} />
      <ErrorSummary ref={summary} errors={errors} heading={texts.form.errorsHeading} />
      <HoneypotField label={texts.honeypotLabel} />
      <QuoteFields
        values={values}
        errors={errors}
        today={today}
        onChange={change}
        leadSources={texts.leadSources}
        dateNote={fullDate ? texts.form.fullDateNote : undefined}
        texts={texts.form}
        partyTypes={texts.partyTypes}
      />
      {state.status === 'proof' ? (
        <Suspense fallback={null}>
          <ProofOfWork
            key={state.challenge.signature}
            challenge={state.challenge}
            onSolved={(payload) => {
              proof.current = payload
              form.current?.requestSubmit()
            }}
          />
        </Suspense>
      ) : null}
      <QuoteSubmit
        state={state}
        pending={pending}
        blocked={pending || (service !== null && serviceProblem(service))}
        whatsappUrl={typedUrl}
        scriptless={scriptless}
        texts={texts}
      />
    </form>
  )
}
