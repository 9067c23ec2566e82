import { formatDateBR, formatDateTimeBR } from '../dates'
import { partyTypeLabels } from './party-types'
import type { EventAddress, QuoteRow } from './contract'

const shown = (value: string | number | null | undefined) =>
  value === null || value === undefined || value === '' ? '-' : String(value)

/** The 11 columns of the admin table, in order, with their headings. */
export const quoteColumns = [
  ['id', 'ID'],
  ['name', 'Nome'],
  ['email', 'Email'],
  ['phone', 'Telefone'],
  ['whatsapp', 'WhatsApp'],
  ['partyTypes', 'Tipo de festa'],
  ['guests', 'Convidados'],
  ['eventDate', 'Data do evento'],
  ['neighborhood', 'Bairro'],
  ['message', 'Mensagem'],
  ['createdAt', 'Recebido em'],
] as const

export type QuoteDisplay = Record<(typeof quoteColumns)[number][0], string>

/** A stored quote as the administrator reads it: pt-BR dates, party-type labels, '-' for missing values. */
export function displayQuote(row: QuoteRow): QuoteDisplay {
  const date = row.date ? formatDateBR(row.date) : null
  const eventDate = date && row.event_time ? `${date} às ${row.event_time.slice(0, 5)}` : (date ?? row.event_time)
  return {
    id: shown(row.id),
    name: shown(row.name),
    email: shown(row.email),
    phone: shown(row.phone),
    whatsapp: shown(row.whatsapp),
    partyTypes: shown(partyTypeLabels(row.party_type)),
    guests: shown(row.guests),
    eventDate: shown(eventDate),
    neighborhood: shown(row.neighborhood),
    message: shown(row.message),
    createdAt: shown(row.created_at ? formatDateTimeBR(row.created_at) : null),
  }
}

/** "Rua das Flores, 123, apto 4 · 01234-567 · São Paulo": the parts known, empty when none is. */
export function eventAddress(quote: EventAddress): string {
  const street = [quote.address_street, quote.address_number, quote.address_complement].filter(Boolean).join(', ')
  return [street, quote.address_cep, quote.address_city].filter(Boolean).join(' · ')
}
