import type { SubmitQuoteState } from '@/lib/quotes/actions/submit-quote'
import type { QuoteFormValues } from '@/lib/quotes/form-values'
import { quoteWhatsappUrl, type QuoteMessage } from '@/lib/quotes/whatsapp-message'
import { notify } from '@/components/ui/toast'

export const sendError = () => notify('error', 'Erro ao enviar solicitação', 'Ocorreu um erro ao enviar seu orçamento. Por favor, tente novamente.')
export const validationError = () => notify('error', 'Erro de validação', 'Por favor, corrija os erros no formulário antes de enviar.')
export const configurationError = () =>
  notify('error', 'Erro de configuração', 'O serviço de banco de dados não está configurado corretamente. Por favor, contate o administrador.')
export const connectionError = () =>
  notify('error', 'Erro de conexão', 'Não foi possível conectar ao serviço de banco de dados. Por favor, tente novamente mais tarde.')

/** The toast that tells a visitor with scripts running how their send went. */
export function announceResult(result: SubmitQuoteState) {
  if (result.status === 'sent') {
    notify('default', 'Orçamento solicitado com sucesso!', 'Entraremos em contato em breve. O WhatsApp será aberto automaticamente para facilitar o contato.')
  } else if (result.status === 'invalid') validationError()
  else if (result.status === 'unconfigured') configurationError()
  else if (result.status === 'rate-limited') notify('error', 'Erro ao enviar solicitação', result.message)
  else if (result.status === 'failed') sendError()
}

// What was typed, valid or not, so a failed send still reaches the business.
const looseQuote = (values: QuoteFormValues): QuoteMessage => ({
  ...values,
  party_type: values.party_type.join(', '),
  guests: /^\d+$/.test(values.guests.trim()) ? Number(values.guests) : null,
})

/** The WhatsApp chat carrying what the form holds now. */
export const typedWhatsappUrl = (whatsappNumber: string, values: QuoteFormValues) => quoteWhatsappUrl(whatsappNumber, looseQuote(values))

/** The WhatsApp chat carrying the quote just stored (none when the server kept nothing). */
export const sentWhatsappUrl = (whatsappNumber: string, state: SubmitQuoteState) =>
  state.status === 'sent' && state.quote ? quoteWhatsappUrl(whatsappNumber, state.quote) : null
