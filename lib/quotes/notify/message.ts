import { formatDateBR } from '../../dates'
import { displayQuote, quoteColumns } from '../display'
import type { QuoteRow } from '../contract'

export type QuoteMail = { subject: string; text: string }

/**
 * The e-mail about a new quote: the client's name and event date in the subject, every field of
 * the form in the body and a link to the quote in /admin. Plain text: visitors typed all of it.
 */
export function quoteNotification(
  quote: QuoteRow,
  { adminUrl, businessName }: { adminUrl: string; businessName: string },
): QuoteMail {
  const shown = displayQuote(quote)
  const date = quote.date ? formatDateBR(quote.date) : 'data não informada'
  // Headers cannot carry line breaks; the name is the visitor's text.
  const subject = `Novo orçamento: ${shown.name.replace(/[\r\n]+/g, ' ')}, evento em ${date}`
  const fields = quoteColumns.filter(([key]) => key !== 'id').map(([key, heading]) => `${heading}: ${shown[key]}`)
  const text = [
    `Um novo pedido de orçamento chegou pelo site ${businessName}.`,
    '',
    ...fields,
    '',
    `Abrir no painel: ${adminUrl}`,
    '',
  ].join('\n')
  return { subject, text }
}
