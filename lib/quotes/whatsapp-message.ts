import { whatsappUrl } from '../whatsapp'
import { formatDateBR } from './dates'
import { partyTypeLabels } from './party-types'
import type { QuoteInput } from './schema'

/** A quote as the message shows it: the guest count may be missing ("Não informado"). */
export type QuoteMessage = Omit<QuoteInput, 'guests'> & { guests: number | null }

/** The chat message that hands a quote request to the business on WhatsApp (docs/produto.md, Pedido de orçamento: depois de gravar). */
export function quoteMessage(quote: QuoteMessage): string {
  return [
    'Olá! Gostaria de solicitar um orçamento.',
    '',
    `*Nome:* ${quote.name}`,
    `*Email:* ${quote.email}`,
    `*Telefone:* ${quote.phone}`,
    `*WhatsApp:* ${quote.whatsapp}`,
    `*Bairro:* ${quote.neighborhood}`,
    `*Tipo de festa:* ${partyTypeLabels(quote.party_type)}`,
    `*Número de convidados:* ${quote.guests ?? 'Não informado'}`,
    `*Data do evento:* ${formatDateBR(quote.date)}`,
    `*Horário:* ${quote.event_time}`,
    `*Mensagem:* ${quote.message}`,
    '',
    'Aguardo retorno para finalizar o orçamento!',
  ].join('\n')
}

export const quoteWhatsappUrl = (number: string, quote: QuoteMessage) => whatsappUrl(number, quoteMessage(quote))
