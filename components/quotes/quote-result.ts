import type { SubmitQuoteState } from '@/lib/quotes/actions/submit-quote'
import type { QuoteFormValues } from '@/lib/quotes/form-values'
import { quoteWhatsappUrl, type QuoteMessage } from '@/lib/quotes/whatsapp-message'
import type { QuoteFormTexts } from '@/lib/content/site'
import { notify } from '@/components/ui/toast'

type Texts = QuoteFormTexts['form']

export const sendError = (texts: Texts) => notify('error', texts.sendErrorTitle, texts.sendErrorText)
export const validationError = (texts: Texts) => notify('error', texts.validationTitle, texts.validationText)
export const configurationError = (texts: Texts) => notify('error', texts.configurationTitle, texts.configurationText)
export const connectionError = (texts: Texts) => notify('error', texts.connectionTitle, texts.connectionText)

/** The toast that tells a visitor with scripts running how their send went. */
export function announceResult(result: SubmitQuoteState, texts: Texts) {
  if (result.status === 'sent') notify('default', texts.successTitle, texts.successText)
  else if (result.status === 'invalid') validationError(texts)
  else if (result.status === 'unconfigured') configurationError(texts)
  else if (result.status === 'rate-limited') notify('error', texts.sendErrorTitle, result.message)
  else if (result.status === 'failed') sendError(texts)
}

/** The Studio's WhatsApp template and the party types' names the message is written with. */
type MessageTexts = Pick<QuoteFormTexts, 'whatsappTemplate' | 'partyTypes'>

// What was typed, valid or not, so a failed send still reaches the business.
const looseQuote = (values: QuoteFormValues): QuoteMessage => ({
  ...values,
  party_type: values.party_type.join(', '),
  guests: /^\d+$/.test(values.guests.trim()) ? Number(values.guests) : null,
})

/** The WhatsApp chat carrying what the form holds now, written with the Studio's template. */
export const typedWhatsappUrl = (whatsappNumber: string, values: QuoteFormValues, texts: MessageTexts) =>
  quoteWhatsappUrl(whatsappNumber, looseQuote(values), texts.whatsappTemplate, texts.partyTypes)

/** The WhatsApp chat carrying the quote just stored (none when the server kept nothing). */
export const sentWhatsappUrl = (whatsappNumber: string, state: SubmitQuoteState, texts: MessageTexts) =>
  state.status === 'sent' && state.quote
    ? quoteWhatsappUrl(whatsappNumber, state.quote, texts.whatsappTemplate, texts.partyTypes)
    : null
