import { formatDateBR, formatDateTimeBR } from '../dates'
import { partyTypeLabels } from '../quotes/party-types'
import { statusLabel } from '../quotes/status'
import type { PersonEmail, PersonQuote, PersonRecords } from './contract'

/** Who receives a copy of each quote: the new-quote e-mail's recipients. */
export type Sharing = { recipients: string[] }

/** The export for the person (LGPD art. 18 II, V and VII; art. 19 II): every record, and with whom it was shared. */
export type PersonExport = {
  gerado_em: string
  controlador: string
  registros: PersonRecords
  compartilhamento: { aviso_por_email: { destinatarios: string[]; descricao: string } }
}

export function personExport(
  records: PersonRecords,
  { recipients }: Sharing,
  businessName: string,
  now: Date = new Date(),
): PersonExport {
  return {
    gerado_em: now.toISOString(),
    controlador: businessName,
    registros: records,
    compartilhamento: {
      aviso_por_email: {
        destinatarios: recipients,
        descricao:
          'Cada pedido de orçamento é enviado por e-mail à equipe do buffet, nestes endereços, quando o aviso está ativo (ver "notification_status" e "notified_at" de cada orçamento, e em "emails" cada e-mail enviado: quando e para quem). Nenhum outro terceiro recebe os dados.',
      },
    },
  }
}

// The fields of a quote in the order and words the printable export shows them; any other column follows, by its name.
const quoteFields: [string, string, (quote: PersonQuote) => string | null][] = [
  ['id', 'Orçamento nº', (q) => String(q.id)],
  ['created_at', 'Recebido em', (q) => formatDateTimeBR(q.created_at)],
  ['name', 'Nome', (q) => q.name],
  ['client_cpf', 'CPF (dado no aceite)', (q) => (q.client_cpf as string | null) ?? null],
  ['email', 'E-mail', (q) => q.email],
  ['phone', 'Telefone', (q) => q.phone],
  ['whatsapp', 'WhatsApp', (q) => q.whatsapp],
  ['neighborhood', 'Bairro', (q) => q.neighborhood],
  ['party_type', 'Tipo de festa', (q) => partyTypeLabels(q.party_type)],
  ['guests', 'Convidados', (q) => (q.guests === null ? null : String(q.guests))],
  ['date', 'Data do evento', (q) => (q.date ? formatDateBR(q.date) : null)],
  ['event_time', 'Horário', (q) => (q.event_time ? q.event_time.slice(0, 5) : null)],
  ['message', 'Mensagem', (q) => q.message],
  ['address_cep', 'CEP do evento', (q) => q.address_cep as string | null],
  ['address_street', 'Rua do evento', (q) => q.address_street as string | null],
  ['address_number', 'Número', (q) => q.address_number as string | null],
  ['address_complement', 'Complemento', (q) => q.address_complement as string | null],
  ['address_city', 'Cidade', (q) => q.address_city as string | null],
  ['status', 'Status', (q) => statusLabel(q.status)],
  ['notification_status', 'Aviso por e-mail à equipe', (q) => q.notification_status],
  ['notified_at', 'Aviso enviado em', (q) => (q.notified_at ? formatDateTimeBR(q.notified_at) : null)],
  ['anonymized_at', 'Anonimizado em', (q) => (q.anonymized_at ? formatDateTimeBR(q.anonymized_at) : null)],
]

const raw = (value: unknown) =>
  value === null || value === undefined || value === ''
    ? '-'
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value)

/** Every field of a quote as [label, value] pairs, '-' for empty ones. */
export function quoteExportFields(quote: PersonQuote): [string, string][] {
  const known = new Set(quoteFields.map(([key]) => key))
  return [
    ...quoteFields.map(([, label, read]): [string, string] => [label, read(quote) || '-']),
    ...Object.keys(quote)
      .filter((key) => !known.has(key))
      .map((key): [string, string] => [key, raw(quote[key])]),
  ]
}

/** Any record as [field, value] pairs (notes and kinds added later, e.g. proposals). */
const recordFields = (record: Record<string, unknown>): [string, string][] =>
  Object.entries(record).map(([key, value]) => [key, raw(value)])

// What each e-mail the site sends is, in the words of the person's export.
const mailKinds: Record<string, string> = {
  novo_orcamento: 'Aviso do pedido de orçamento à equipe do buffet',
  proposta: 'Proposta enviada ao cliente',
  aceite: 'Aviso do aceite da proposta à equipe do buffet',
  copia_aceite: 'Cópia do aceite enviada ao cliente',
  data_indisponivel: 'Aviso à equipe do buffet de um aceite recusado (data sem vaga)',
  recusa: 'Aviso da recusa da proposta à equipe do buffet',
  recibo: 'Recibo de um pagamento enviado ao cliente',
}

/** One e-mail sent about the person's quote: when, what and to whom (an address removed by an anonymization shows as removed). */
export const emailFields = (email: PersonEmail): [string, string][] => [
  ['Enviado em', formatDateTimeBR(email.sent_at)],
  ['E-mail', mailKinds[email.kind] ?? email.kind],
  ['Para', email.recipients.join(', ') || 'endereço removido'],
  ['Orçamento nº', email.orcamento_id === null ? '-' : String(email.orcamento_id)],
]

/** The title of a kind of record other than quotes and notes. */
export const recordKindLabel = (kind: string) =>
  ({
    proposals: 'Propostas',
    emails: 'E-mails enviados',
    history: 'Histórico de alterações',
    bookings: 'Reservas da data',
  })[kind] ?? kind

/** A record of any kind other than quotes and notes as [label, value] pairs. */
export const kindFields = (kind: string, record: Record<string, unknown>) =>
  kind === 'emails' ? emailFields(record as PersonEmail) : recordFields(record)
