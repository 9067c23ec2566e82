import { formatDateBR } from '../dates'
import { formatBRL } from '../money'
import { leadSourceLabel, type LeadSourceChoice } from '../content/lead-sources'
import type { EditableField, QuoteHistoryEntry } from './contract'
import { partyTypeLabels } from './party-types'

/** Each field of the history as the administrator reads it. */
export const fieldLabels: Record<EditableField, string> = {
  date: 'Data do evento',
  event_time: 'Horário',
  guests: 'Convidados',
  neighborhood: 'Bairro',
  address_cep: 'CEP',
  address_street: 'Rua',
  address_number: 'Número',
  address_complement: 'Complemento',
  address_city: 'Cidade',
  party_type: 'Tipo de festa',
  lead_source: 'Como nos conheceu',
  message: 'Mensagem',
  event_value_cents: 'Valor do evento',
}

/** A value of the history as the quote's page shows it ('-' for none, a date in pt-BR, money in reais). */
export function historyValue(
  field: EditableField,
  value: string | null,
  leadSources: readonly LeadSourceChoice[] = [],
): string {
  if (value === null || value === '') return '-'
  switch (field) {
    case 'date':
      return formatDateBR(value)
    case 'party_type':
      return partyTypeLabels(value)
    case 'lead_source':
      return leadSourceLabel(value, leadSources)
    case 'event_value_cents':
      return /^\d+$/.test(value) ? formatBRL(Number(value)) : value
    default:
      return value
  }
}

/** Who made a change: the administrator's e-mail, or the client when they accepted the proposal. */
export const historyActor = (entry: Pick<QuoteHistoryEntry, 'source' | 'actor_email'>) =>
  entry.source === 'acceptance' ? 'o cliente, no aceite da proposta' : (entry.actor_email ?? 'painel')
