import { whatsappUrl } from '../whatsapp'
import { formatDateBR } from '../dates'
import { fillTemplate, messageTemplates } from '../content/message-templates'
import { partyTypeLabels, type PartyTypeNames } from './party-types'
import type { QuoteInput } from './schema'

/** A quote as the message shows it: the guest count may be missing ("Não informado"). */
export type QuoteMessage = Omit<QuoteInput, 'guests'> & { guests: number | null }

/**
 * The chat message that hands a quote request to the business on WhatsApp (docs/produto.md, Pedido
 * de orçamento: depois de gravar), from the template staff edit in the Studio, the party types
 * named as the form names them.
 */
export function quoteMessage(
  quote: QuoteMessage,
  template: string = messageTemplates.quoteWhatsapp.value,
  names?: PartyTypeNames,
): string {
  return fillTemplate(template, {
    nome: quote.name,
    email: quote.email,
    telefone: quote.phone,
    whatsapp: quote.whatsapp,
    bairro: quote.neighborhood,
    tipo_de_festa: partyTypeLabels(quote.party_type, names),
    convidados: quote.guests ?? 'Não informado',
    data: formatDateBR(quote.date),
    horario: quote.event_time,
    mensagem: quote.message,
  })
}

export const quoteWhatsappUrl = (number: string, quote: QuoteMessage, template?: string, names?: PartyTypeNames) =>
  whatsappUrl(number, quoteMessage(quote, template, names))
