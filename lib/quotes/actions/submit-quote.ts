'use server'

import { after } from 'next/server'
import { publicAction } from '../../auth/action'
import { env } from '../../config/env'
import { ensureClientId, proofChallenge, requestIdentity, solvedProof } from '../../limits'
import { QUOTES_PER_CLIENT } from '../../limits/policy'
import type { ProofChallenge } from '../../security/proof-of-work'
import { quoteValuesFrom, type FieldErrors, type QuoteFormValues } from '../form-values'
import { isUnconfigured } from '../../db/rpc'
import { notifyHeldQuotes } from '../notify/notify-held-quotes'
import { notifyNewQuote } from '../notify/notify-new-quote'
import { getQuoteStore } from '../store'
import { submissionId } from '../submission-id'
import { formatPhone } from '../phone'
import { validateQuote, type QuoteInput } from '../schema'
import { describeFailure } from '../../log/describe-failure'
import { getQuoteFormTexts, quoteFormDefaults } from '../../content/site'

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
  /** The site is flooded: the form solves this proof of work (ALTCHA) and sends again; nothing was stored. */
  | { status: 'proof'; challenge: ProofChallenge; values: QuoteFormValues }

/**
 * The Studio's sentence (Textos do formulário → Limite de envios: motivo) with the wait filled in;
 * today's wording when the content cannot be read, so the refusal still says why.
 */
async function tooManyMessage(retryAfterMs: number) {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000))
  const sentence = await getQuoteFormTexts().then(
    ({ form }) => form.limitedReason,
    (error: unknown) => {
      console.error(
        '[orcamento] textos do formulário indisponíveis; usado o texto padrão do limite:',
        describeFailure(error),
      )
      return quoteFormDefaults.limitedReason
    },
  )
  return sentence.replaceAll('{minutos}', `${minutes} minuto${minutes > 1 ? 's' : ''}`)
}

/** Validates a quote request with the form's own schema and stores it through the limits (quote_intake). */
const submit = publicAction({
  log: '[orcamentos] falha ao gravar',
  values: (formData): QuoteFormValues => {
    // The browser masks the phone fields as they are typed; a form sent before scripts ran arrives unmasked.
    const typed = quoteValuesFrom(formData)
    return { ...typed, phone: formatPhone(typed.phone), whatsapp: formatPhone(typed.whatsapp) }
  },
  // Validation first: an invalid post is answered without spending anyone's allowance.
  parse: (values) => validateQuote(values),
  recognise: (error, _quote, { values }): SubmitQuoteState | undefined =>
    isUnconfigured(error) ? { status: 'unconfigured', values } : undefined,
  refuse: ({ status, fieldErrors, values }): SubmitQuoteState =>
    status === 'invalid' ? { status, fieldErrors, values } : { status, values },
  run: async (data, { formData, values }): Promise<SubmitQuoteState> => {
    const quote = { ...data, submission_id: submissionId(formData) }
    // Who sent it and the proof it carries are read with the site's secret (DATA_DIR without SITE_SECRET): a failure there fails the send too.
    const identity = await requestIdentity()
    const intake = await getQuoteStore().intake(quote, {
      client: identity.key,
      perClient: QUOTES_PER_CLIENT,
      sitePerMinute: env.quotesPerMinute,
      proof: await solvedProof(formData.get('altcha')),
      // Set by the form's script: a form sent without one cannot solve a proof, so its quote is kept for review.
      canProve: formData.get('can_prove') === '1',
    })
    // From now on this browser is counted on its own (the id only ever separates, never grants).
    await ensureClientId()
    if (intake.outcome === 'refused')
      return { status: 'rate-limited', message: await tooManyMessage(intake.retryInMs), values }
    if (intake.outcome === 'proof')
      return { status: 'proof', challenge: await proofChallenge(intake.siteTotal, env.quotesPerMinute), values }
    // After the answer has gone out: the e-mail never delays nor fails the visitor's submission. A
    // quote held as suspect (the site was flooded) waits in the admin without an e-mail of its own;
    // the flood's one summary goes with the quote that claimed it.
    if (!intake.suspect) after(() => notifyNewQuote(quote))
    else if (intake.summary) after(() => notifyHeldQuotes())
    return { status: 'sent', quote: data }
  },
})

/** The public quote form's action; bots fill the hidden field, get the success answer, and nothing is stored. */
export async function submitQuote(previous: SubmitQuoteState, formData: FormData): Promise<SubmitQuoteState> {
  if (formData.get('website')) return { status: 'sent' }
  return submit(previous, formData)
}
