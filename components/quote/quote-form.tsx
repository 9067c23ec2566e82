'use client'

import { useActionState, useEffect, useRef, useState, type FormEvent } from 'react'
import { submitQuote, type SubmitQuoteState } from '@/lib/quotes/actions/submit-quote'
import type { QuoteServiceStatus } from '@/lib/quotes/contract'
import { openWhatsapp } from '@/lib/quotes/open-whatsapp'
import { emailHint, formatPhone, phoneHint } from '@/lib/quotes/phone'
import { LIMITS, quoteValuesFrom, type FieldErrors, type QuoteFormValues } from '@/lib/quotes/form-values'
import type { QuoteInput, QuoteValidation } from '@/lib/quotes/schema'
import { quoteWhatsappUrl, type QuoteMessage } from '@/lib/quotes/whatsapp-message'
import { IntentLink } from '@/components/ui/intent-link'
import { notify, prepareToasts } from '@/components/ui/toast'
import { ErrorSummary } from './error-summary'
import { FormField, TextAreaField } from './form-field'
import { PartyTypeField } from './party-type-field'
import { QuoteSent } from './quote-sent'
import { ServiceBanner } from './service-banner'
import { useQuoteDraft } from './use-quote-draft'

const sendError = () => notify('error', 'Erro ao enviar solicitação', 'Ocorreu um erro ao enviar seu orçamento. Por favor, tente novamente.')
const validationError = () => notify('error', 'Erro de validação', 'Por favor, corrija os erros no formulário antes de enviar.')
const configurationError = () =>
  notify('error', 'Erro de configuração', 'O serviço de banco de dados não está configurado corretamente. Por favor, contate o administrador.')

// zod is most of the form's JavaScript: it loads when the visitor starts filling the form in, not with the page.
type Validate = (values: QuoteFormValues) => QuoteValidation
let schema: Promise<Validate> | null = null
const loadValidator = () => (schema ??= import('@/lib/quotes/schema').then(({ validateQuote }) => (values: QuoteFormValues) => validateQuote(values)))

// A network failure must not reach an error boundary: it is a failed send like any other.
async function send(previous: SubmitQuoteState, formData: FormData): Promise<SubmitQuoteState> {
  try {
    return await submitQuote(previous, formData)
  } catch (error) {
    console.error('[orcamento] envio falhou', error)
    return { status: 'failed', values: quoteValuesFrom(formData) }
  }
}

// The WhatsApp message from what was typed, valid or not, so a failed send still reaches the business.
const looseQuote = (values: QuoteFormValues): QuoteMessage => ({
  ...values,
  party_type: values.party_type.join(', '),
  guests: /^\d+$/.test(values.guests.trim()) ? Number(values.guests) : null,
})

/** The quote request form of SPEC.md sections 4, 5 and 8. */
export function QuoteForm({ whatsappNumber }: { whatsappNumber: string }) {
  const form = useRef<HTMLFormElement>(null)
  const draft = useQuoteDraft(form)
  const { values } = draft
  const [errors, setErrors] = useState<FieldErrors>({})
  const [service, setService] = useState<QuoteServiceStatus | null>(null)
  const [state, action, pending] = useActionState(send, { status: 'idle' })
  const [sentUrl, setSentUrl] = useState<string | null>(null)
  const [failed, setFailed] = useState(false)
  // Bumped by each rejected submit: focus moves to the error summary then, never while typing.
  const [rejections, setRejections] = useState(0)
  const submitted = useRef<QuoteInput | null>(null)
  const validate = useRef<Validate | null>(null)
  const summary = useRef<HTMLDivElement>(null)

  // The service check waits until the form nears the screen: on the home page most visitors never
  // scroll that far, and each check is a request to the server and a query to the database.
  useEffect(() => {
    const element = form.current
    if (!element) return
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry?.isIntersecting) return
        observer.disconnect()
        fetch('/api/quote-service', { cache: 'no-store' })
          .then((response) => (response.ok ? (response.json() as Promise<QuoteServiceStatus>) : Promise.reject(new Error(`HTTP ${response.status}`))))
          .then(setService)
          .catch(() => setService({ configured: true, connected: false }))
      },
      { rootMargin: '600px 0px' },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [])

  useEffect(() => {
    if (state.status === 'idle') return
    if (state.status === 'sent') {
      const url = submitted.current ? quoteWhatsappUrl(whatsappNumber, submitted.current) : null
      setSentUrl(url ?? '')
      setFailed(false)
      setErrors({})
      draft.reset()
      notify('success', 'Orçamento solicitado com sucesso!', 'Entraremos em contato em breve. O WhatsApp será aberto automaticamente para facilitar o contato.')
      if (url) openWhatsapp(url)
    } else if (state.status === 'invalid') {
      setErrors(state.fieldErrors)
      setRejections((count) => count + 1)
      validationError()
    } else if (state.status === 'unconfigured') {
      configurationError()
    } else if (state.status === 'rate-limited') {
      setFailed(true)
      notify('error', 'Erro ao enviar solicitação', state.message)
    } else {
      setFailed(true)
      sendError()
    }
    // `draft` is a fresh object each render; only a new action result should run this.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state, whatsappNumber])

  useEffect(() => {
    if (rejections > 0) summary.current?.focus()
  }, [rejections])

  const change = (field: keyof QuoteFormValues, value: string | string[]) => {
    draft.update({ [field]: value })
    setErrors(({ [field]: _, ...rest }) => rest)
  }

  const prepare = () => {
    prepareToasts()
    loadValidator().then(
      (loaded) => (validate.current = loaded),
      () => (schema = null),
    )
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!validate.current) {
      // Sent before the schema arrived (Enter right after the page loaded): check once it has.
      event.preventDefault()
      const { submitter } = event.nativeEvent as SubmitEvent
      loadValidator().then(
        (loaded) => {
          validate.current = loaded
          form.current?.requestSubmit(submitter)
        },
        () => {
          schema = null
          setFailed(true)
          sendError()
        },
      )
      return
    }
    const result = validate.current(values)
    if (!result.ok) {
      event.preventDefault()
      setErrors(result.fieldErrors)
      setRejections((count) => count + 1)
      validationError()
      return
    }
    if (service && !service.configured) {
      event.preventDefault()
      configurationError()
      return
    }
    if (service && !service.connected) {
      event.preventDefault()
      notify('error', 'Erro de conexão', 'Não foi possível conectar ao serviço de banco de dados. Por favor, tente novamente mais tarde.')
      return
    }
    setErrors({})
    submitted.current = result.data
  }

  const sendByWhatsapp = () => openWhatsapp(quoteWhatsappUrl(whatsappNumber, looseQuote(values)))

  if (sentUrl !== null) {
    return <QuoteSent onOpenWhatsapp={() => sentUrl && openWhatsapp(sentUrl)} onAnother={() => setSentUrl(null)} />
  }

  const blocked = pending || (service !== null && (!service.configured || !service.connected))
  return (
    <form ref={form} action={action} onSubmit={onSubmit} onFocus={prepare} noValidate className="space-y-6" aria-describedby="orcamento-privacidade">
      <ServiceBanner status={service} onWhatsapp={sendByWhatsapp} />
      <ErrorSummary ref={summary} errors={errors} />
      <input type="hidden" name="submission_id" value={draft.submissionId} />
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label>
          Não preencha este campo
          <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField name="name" label="Nome *" autoComplete="name" required maxLength={LIMITS.name} value={values.name} error={errors.name} onChange={(event) => change('name', event.target.value)} className="sm:col-span-2" />
        <FormField
          name="phone"
          label="Telefone *"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          placeholder="11 987654321"
          required
          value={values.phone}
          error={errors.phone}
          hint={phoneHint(values.phone)}
          onChange={(event) => change('phone', formatPhone(event.target.value))}
        />
        <FormField
          name="whatsapp"
          label="WhatsApp *"
          type="tel"
          inputMode="numeric"
          placeholder="11 987654321"
          required
          value={values.whatsapp}
          error={errors.whatsapp}
          hint={phoneHint(values.whatsapp)}
          onChange={(event) => change('whatsapp', formatPhone(event.target.value))}
        />
        <FormField
          name="email"
          label="Email *"
          type="email"
          autoComplete="email"
          placeholder="nome@exemplo.com"
          required
          maxLength={LIMITS.email}
          value={values.email}
          error={errors.email}
          hint={emailHint(values.email)}
          onChange={(event) => change('email', event.target.value)}
        />
        <FormField name="neighborhood" label="Bairro *" autoComplete="address-level3" required maxLength={LIMITS.neighborhood} value={values.neighborhood} error={errors.neighborhood} onChange={(event) => change('neighborhood', event.target.value)} />
        <PartyTypeField
          selected={values.party_type}
          error={errors.party_type}
          onToggle={(id) => change('party_type', values.party_type.includes(id) ? values.party_type.filter((type) => type !== id) : [...values.party_type, id])}
        />
        <FormField name="guests" label="Quantidade de convidados *" inputMode="numeric" placeholder="Ex.: 50" required value={values.guests} error={errors.guests} onChange={(event) => change('guests', event.target.value)} />
        <FormField name="date" label="Data do evento *" type="date" required value={values.date} error={errors.date} onChange={(event) => change('date', event.target.value)} />
        <FormField name="event_time" label="Horário do evento *" type="time" required value={values.event_time} error={errors.event_time} onChange={(event) => change('event_time', event.target.value)} />
        <TextAreaField name="message" label="Mensagem *" value={values.message} error={errors.message} maxLength={LIMITS.message} onChange={(value) => change('message', value)} />
      </div>
      <div className="space-y-3">
        <button type="submit" disabled={blocked} className="w-full rounded-full bg-brand-600 px-8 py-4 text-lg font-bold text-white shadow-md transition hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-60 sm:w-auto">
          {pending ? 'Enviando...' : 'Solicitar Orçamento'}
        </button>
        <p aria-live="polite" className="sr-only">
          {pending ? 'Enviando seu pedido de orçamento.' : ''}
        </p>
        {failed ? (
          <p role="alert" className="rounded-2xl bg-amber-50 p-4 text-amber-900">
            Não conseguimos enviar agora, mas nada do que você escreveu foi perdido. Tente de novo ou{' '}
            <button type="button" onClick={sendByWhatsapp} className="font-bold underline hover:no-underline">
              envie o mesmo pedido pelo WhatsApp
            </button>
            .
          </p>
        ) : null}
        <p id="orcamento-privacidade" className="text-sm text-muted">
          Usamos seus dados só para responder a este pedido de orçamento. Saiba mais na nossa{' '}
          <IntentLink href="/politica-de-privacidade" className="font-semibold text-brand-700 underline hover:no-underline">
            Política de Privacidade
          </IntentLink>
          .
        </p>
      </div>
    </form>
  )
}
