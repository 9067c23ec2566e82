'use server'

import { after } from 'next/server'
import { quoteLimit, requestAddress } from '@/lib/limits'
import type { FieldErrors } from '@/lib/quotes/form-values'
import { validateQuote } from '@/lib/quotes/schema'
import { notifyNewQuote } from '@/lib/quotes/notify'
import { getQuoteStore } from '@/lib/quotes/store'

export type SubmitQuoteState =
  | { status: 'idle' | 'sent' | 'unconfigured' | 'failed' }
  | { status: 'invalid'; fieldErrors: FieldErrors }
  | { status: 'rate-limited'; message: string }

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i

function formValues(formData: FormData) {
  const text = (name: string) => {
    const value = formData.get(name)
    return typeof value === 'string' ? value : ''
  }
  return {
    name: text('name'),
    phone: text('phone'),
    whatsapp: text('whatsapp'),
    email: text('email'),
    neighborhood: text('neighborhood'),
    party_type: formData.getAll('party_type').filter((value): value is string => typeof value === 'string'),
    guests: text('guests'),
    date: text('date'),
    event_time: text('event_time'),
    message: text('message'),
  }
}

/** Validates a quote request with the form's own schema and stores it as the anonymous visitor. */
export async function submitQuote(_previous: SubmitQuoteState, formData: FormData): Promise<SubmitQuoteState> {
  // Bots fill the hidden field; they get the success answer and nothing is stored.
  if (formData.get('website')) return { status: 'sent' }

  const limit = await quoteLimit.hit(await requestAddress())
  if (!limit.ok) {
    const minutes = Math.ceil(limit.retryAfterMs / 60_000)
    return {
      status: 'rate-limited',
      message: `Recebemos muitos pedidos seguidos deste endereço. Aguarde ${minutes} minuto${minutes > 1 ? 's' : ''} e tente novamente, ou fale conosco pelo WhatsApp.`,
    }
  }

  const store = getQuoteStore()
  if (!store) return { status: 'unconfigured' }

  const validation = validateQuote(formValues(formData))
  if (!validation.ok) return { status: 'invalid', fieldErrors: validation.fieldErrors }

  const submissionId = formData.get('submission_id')
  const quote = { ...validation.data, submission_id: typeof submissionId === 'string' && UUID.test(submissionId) ? submissionId : crypto.randomUUID() }
  try {
    await store.insert(quote)
  } catch (error) {
    console.error('[orcamentos] falha ao gravar', error)
    return { status: 'failed' }
  }
  // After the answer has gone out: the e-mail never delays nor fails the visitor's submission.
  after(() => notifyNewQuote(quote))
  return { status: 'sent' }
}
