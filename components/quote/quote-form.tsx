'use client'

import { useActionState, useCallback, useEffect, useRef, useState, useTransition, type SubmitEvent } from 'react'
import { submitQuote, type SubmitQuoteState } from '@/lib/quotes/actions/submit-quote'
import type { FieldErrors, QuoteFormValues } from '@/lib/quotes/form-values'
import { todayInSaoPaulo } from '@/lib/quotes/dates'
import { openWhatsapp } from '@/lib/quotes/open-whatsapp'
import { IntentLink } from '@/components/ui/intent-link'
import { prepareToasts } from '@/components/ui/toast'
import { Toaster } from '@/components/ui/toaster'
import { ErrorSummary } from './error-summary'
import { QuoteFields } from './quote-fields'
import { announceResult, configurationError, connectionError, sentWhatsappUrl, typedWhatsappUrl, validationError } from './quote-result'
import { QuoteSent } from './quote-sent'
import { SendProblem } from './send-problem'
import type { QuoteFormTexts } from '@/lib/content/site'
import { ServiceBanner } from './service-banner'
import { useLazyValidator } from './use-lazy-validator'
import { useQuoteDraft } from './use-quote-draft'
import { serviceProblem, useQuoteService } from './use-quote-service'
import { useFullDate } from './use-full-dates'

const idle: SubmitQuoteState = { status: 'idle' }

/**
 * The quote request form (docs/produto.md, "Pedido de orçamento"). Its action is the server action
 * itself, so a submit made before the scripts run (or without them) reaches the server, which
 * answers with this form rendered from the action's state. Once scripts run, the form validates
 * in the browser and sends from onSubmit instead: a network failure then becomes a 'failed' answer
 * that keeps everything typed, where useActionState would rethrow it into the error boundary.
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
  const form = useRef<HTMLFormElement>(null)
  const draft = useQuoteDraft(form, answer.status !== 'idle' && answer.status !== 'sent' ? answer.values : undefined)
  const { values } = draft
  const [errors, setErrors] = useState<FieldErrors>(answer.status === 'invalid' ? answer.fieldErrors : {})
  const [watchForm, service] = useQuoteService()
  const validator = useLazyValidator()
  const [pending, startTransition] = useTransition()
  const sending = useRef(false)
  // Bumped by each rejected submit: focus moves to the error summary then, never while typing.
  const [rejections, setRejections] = useState(0)
  const summary = useRef<HTMLDivElement>(null)
  const fullDate = useFullDate(values.date)

  const formRef = useCallback(
    (element: HTMLFormElement | null) => {
      form.current = element
      const unwatch = watchForm(element)
      return () => {
        form.current = null
        unwatch?.()
      }
    },
    [watchForm],
  )

  useEffect(() => {
    if (rejections > 0) summary.current?.focus()
  }, [rejections])

  const reject = (fieldErrors: FieldErrors) => {
    setErrors(fieldErrors)
    setRejections((count) => count + 1)
  }

  const settle = (result: SubmitQuoteState) => {
    setState(result)
    if (result.status === 'sent') {
      setErrors({})
      draft.reset()
      const url = sentWhatsappUrl(whatsappNumber, result, texts.whatsappTemplate)
      if (url) openWhatsapp(url)
    } else if (result.status === 'invalid') reject(result.fieldErrors)
    announceResult(result, texts.form)
  }

  const send = (formData: FormData, typed: QuoteFormValues) => {
    sending.current = true
    startTransition(async () => {
      let result: SubmitQuoteState
      try {
        result = await submitQuote(state, formData)
      } catch (error) {
        console.error('[orcamento] envio falhou', error)
        result = { status: 'failed', values: typed }
      }
      sending.current = false
      settle(result)
    })
  }

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (sending.current) return
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
      setErrors({})
      const formData = new FormData(event.currentTarget)
      formData.set('submission_id', draft.submissionId())
      send(formData, values)
    }
  }

  const change = (field: keyof QuoteFormValues, value: string | string[]) => {
    draft.update({ [field]: value })
    setErrors(({ [field]: _, ...rest }) => rest)
  }

  // The date picker's first day: the browser builds São Paulo's calendar only here, once the visitor
  // reaches the form, because its time-zone data costs ~30 ms of main thread the first time.
  const [today, setToday] = useState<string>()
  const prepare = () => {
    prepareToasts()
    validator.prepare()
    setToday(todayInSaoPaulo())
  }
  // The visitor's first focus may have come before the form hydrated (it is what fetched the form).
  useEffect(() => {
    if (form.current?.contains(document.activeElement)) prepare()
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, for the focus hydration found
  }, [])

  // The state is still the server's answer to a submit made before the scripts ran (or without them).
  const scriptless = state === answer && answer.status !== 'idle'
  if (state.status === 'sent') {
    return <QuoteSent texts={texts.sent} whatsappUrl={sentWhatsappUrl(whatsappNumber, state, texts.whatsappTemplate)} scriptless={scriptless} onAnother={() => setState(idle)} />
  }

  const typedUrl = typedWhatsappUrl(whatsappNumber, values, texts.whatsappTemplate)
  const blocked = pending || (service !== null && serviceProblem(service))
  return (
    <form ref={formRef} action={formAction} onSubmit={onSubmit} onFocus={prepare} noValidate className="space-y-6" aria-describedby="orcamento-privacidade">
      <ServiceBanner status={service} whatsappUrl={typedUrl} texts={texts.form} />
      <ErrorSummary ref={summary} errors={errors} heading={texts.form.errorsHeading} />
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label>
          {texts.honeypotLabel}
          <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      <QuoteFields values={values} errors={errors} today={today} onChange={change} leadSources={texts.leadSources} dateNote={fullDate ? texts.form.fullDateNote : undefined} texts={texts.form} />
      <div className="space-y-3">
        <button type="submit" disabled={blocked} className="w-full rounded-full bg-brand-600 px-8 py-4 text-lg font-bold text-white shadow-md transition hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-60 sm:w-auto">
          {pending ? texts.form.sendingButton : texts.submit}
        </button>
        <p aria-live="polite" className="sr-only">
          {pending ? texts.sendingStatus : ''}
        </p>
        <SendProblem state={state} whatsappUrl={typedUrl} scriptless={scriptless} texts={texts.form} />
        <p id="orcamento-privacidade" className="text-sm text-muted">
          {texts.form.privacyNote}{' '}
          <IntentLink href="/politica-de-privacidade" className="font-semibold text-brand-700 underline hover:no-underline">
            {texts.form.privacyLink}
          </IntentLink>
          .
        </p>
      </div>
    </form>
  )
}
