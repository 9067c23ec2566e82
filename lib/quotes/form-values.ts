// The quote form's shape, limits and error ordering, without zod: the form renders and hydrates
// with these alone and loads the schema (schema.ts) when the visitor starts filling it in.
import { formatPhone } from './phone'

/** What the visitor types, field by field, in the order the form shows them. */
export type QuoteFormValues = {
  name: string
  phone: string
  whatsapp: string
  email: string
  neighborhood: string
  party_type: string[]
  guests: string
  date: string
  event_time: string
  message: string
  /** "Como nos conheceu?": optional, the slug of one of the site settings' choices. */
  lead_source: string
}

export type QuoteField = keyof QuoteFormValues

export const quoteFields: QuoteField[] = [
  'name',
  'phone',
  'whatsapp',
  'email',
  'neighborhood',
  'party_type',
  'guests',
  'date',
  'event_time',
  'message',
  'lead_source',
]

export const emptyQuote: QuoteFormValues = {
  name: '',
  phone: '',
  whatsapp: '',
  email: '',
  neighborhood: '',
  party_type: [],
  guests: '',
  date: '',
  event_time: '',
  message: '',
  lead_source: '',
}

const isText = (value: unknown): value is string => typeof value === 'string'

/**
 * The form's values from a submitted FormData or a stored draft: unknown fields are ignored, and
 * anything that is not text is read as empty (the one place the form's values are read). Phone
 * numbers are read as the form's mask writes them, so one typed before the scripts ran, or without
 * them, counts as if the mask had been there ("(11) 3456-7890" is "11 34567890").
 */
export function quoteValuesFrom(source: FormData | Partial<Record<string, unknown>>): QuoteFormValues {
  const read = (field: QuoteField): unknown =>
    source instanceof FormData ? (field === 'party_type' ? source.getAll(field) : source.get(field)) : source[field]
  const values = { ...emptyQuote }
  for (const field of quoteFields) {
    const value = read(field)
    if (field === 'party_type') values.party_type = Array.isArray(value) ? value.filter(isText) : []
    else if (isText(value)) values[field] = value
  }
  return { ...values, phone: formatPhone(values.phone), whatsapp: formatPhone(values.whatsapp) }
}

export const LIMITS = { name: 120, email: 254, neighborhood: 120, message: 2000, guests: 5000 } as const

export type FieldErrors = Partial<Record<QuoteField, string>>

/** The errors in the order the form shows its fields, for the summary above it. */
export const orderedErrors = (fieldErrors: FieldErrors) =>
  quoteFields.flatMap((field) => (fieldErrors[field] ? [{ field, message: fieldErrors[field] }] : []))
