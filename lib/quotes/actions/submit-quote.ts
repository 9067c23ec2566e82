'use server'

import { after } from 'next/server'
import { quoteLimit, requestAddress } from '../../limits'
import { quoteValuesFrom, type FieldErrors, type QuoteFormValues } from '../form-values'
import { getQuoteStore, isUnconfigured } from '../index'
import { notifyNewQuote } from '../notify'
import { formatPhone } from '../phone'
import { validateQuote, type QuoteInput } from '../schema'

/**
 * The form's state after a submit. Everything but success carries back what was typed, so a form
 * rendered by the server (a submit before the scripts ran) shows it again with the answer.
 */
export type SubmitQuoteState =
  | { status: 'idle' }
  | { status: 'sent'; quote?: QuoteInput }
  | { status: 'invalid'; fieldErrors: FieldErrors; values: QuoteFormValues }
  | { status: 'unconfigured' | 'failed'; values: QuoteFormValues }
  | { status: 'rate-limited'; message: string; values: QuoteFormValues }

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i

/** Validates a quote request with the form's own schema and stores it as the anonymous visitor. */
export async function submitQuote(_previous: SubmitQuoteState, formData: FormData): Promise<SubmitQuoteState> {
  // Bots fill the hidden field; they get the success answer and nothing is stored.
  if (formData.get('website')) return { status: 'sent' }
  // The browser masks the phone fields as they are typed; a form sent before scripts ran arrives unmasked.
  const typed = quoteValuesFrom(formData)
  const values = { ...typed, phone: formatPhone(typed.phone), whatsapp: formatPhone(typed.whatsapp) }

  const limit = await quoteLimit.hit(await requestAddress())
  if (!limit.ok) {
    const minutes = Math.ceil(limit.retryAfterMs / 60_000)
    return {
      status: 'rate-limited',
      message: `Recebemos muitos pedidos seguidos deste endereço. Aguarde ${minutes} minuto${minutes > 1 ? 's' : ''} e tente novamente, ou fale conosco pelo WhatsApp.`,
      values,
    }
  }

  const validation = validateQuote(values)
  if (!validation.ok) return { status: 'invalid', fieldErrors: validation.fieldErrors, values }

  const submissionId = formData.get('submission_id')
  const quote = { ...validation.data, submission_id: typeof submissionId === 'string' && UUID.test(submissionId) ? submissionId : crypto.randomUUID() }
  try {
    await getQuoteStore().insert(quote)
  } catch (error) {
    if (isUnconfigured(error)) return { status: 'unconfigured', values }
    console.error('[orcamentos] falha ao gravar', error)
    return { status: 'failed', values }
  }
  // After the answer has gone out: the e-mail never delays nor fails the visitor's submission.
  after(() => notifyNewQuote(quote))
  return { status: 'sent', quote: validation.data }
}
