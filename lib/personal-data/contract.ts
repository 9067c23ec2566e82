import type { QuoteStatus } from '../quotes/status'

// The personal-data types (store.ts, LGPD): find, export, correct and anonymize a person's records,
// and the retention period. Every rule is a function of the migrations.

/** Why a person's data is read: the admin page, or an export for the person (recorded as such). */
export type PersonPurpose = 'search' | 'json' | 'print'

/** A quote as the database stores it: every column (to_jsonb), the known ones typed. */
export type PersonQuote = Record<string, unknown> & {
  id: number
  created_at: string
  name: string | null
  email: string | null
  phone: string | null
  whatsapp: string | null
  neighborhood: string | null
  party_type: string | null
  guests: number | null
  date: string | null
  event_time: string | null
  message: string | null
  status: QuoteStatus
  notification_status: 'pending' | 'sent' | 'failed' | null
  notified_at: string | null
  anonymized_at: string | null
}

export type PersonNote = { id: number; orcamento_id: number; body: string; author_email: string; created_at: string }

/** One e-mail the site sent about the person's quote: its kind, to whom and when (never its text). */
export type PersonEmail = {
  id: number
  kind: string
  recipients: string[]
  sent_at: string
  orcamento_id: number | null
  proposal_id: number | null
}

/**
 * Everything stored about a person, by kind of record: quotes, notes, the e-mails sent about them,
 * and any other kind (the proposals) as another key from public.person_records, exported with the rest.
 */
export type PersonRecords = { quotes: PersonQuote[]; notes: PersonNote[]; emails: PersonEmail[] } & Record<
  string,
  Record<string, unknown>[]
>

/** The contact fields an administrator may correct. */
export type ContactFields = { name: string; email: string; phone: string; whatsapp: string; neighborhood: string }

export const CONTACT_FIELDS = [
  'name',
  'email',
  'phone',
  'whatsapp',
  'neighborhood',
] as const satisfies readonly (keyof ContactFields)[]

/** What the administrator types to confirm an anonymization: it cannot be undone. */
export const ANONYMIZE_CONFIRMATION = 'ANONIMIZAR'

export const DEFAULT_RETENTION_MONTHS = 24
export const RETENTION_MIN_MONTHS = 6
export const RETENTION_MAX_MONTHS = 120

export type PersonalDataFailure =
  'invalid-key' | 'invalid-value' | 'not-found' | 'anonymized' | 'forbidden' | 'backend' | 'unconfigured'

export class PersonalDataError extends Error {
  readonly reason: PersonalDataFailure
  constructor(message: string, options?: ErrorOptions & { reason?: PersonalDataFailure }) {
    super(message, options)
    this.name = 'PersonalDataError'
    this.reason = options?.reason ?? 'backend'
  }
}

// The SQLSTATEs the functions raise, the same through PGlite, pg and PostgREST (and the transport's half configuration).
const reasons: Record<string, PersonalDataFailure> = {
  '22023': 'invalid-key',
  '23514': 'invalid-value',
  P0002: 'not-found',
  '55000': 'anonymized',
  '42501': 'forbidden',
  unconfigured: 'unconfigured',
}

/** The store's error for a database error (anything with a SQLSTATE `code`). */
export function personalDataError(what: string, error: unknown): PersonalDataError {
  const code = (error as { code?: unknown } | null)?.code
  const reason = typeof code === 'string' ? reasons[code] : undefined
  return new PersonalDataError(
    `Falha ao ${what}: ${(error as { message?: string } | null)?.message ?? 'erro desconhecido'}`,
    { cause: error, reason: reason ?? 'backend' },
  )
}
