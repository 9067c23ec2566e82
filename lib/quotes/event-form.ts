import * as z from 'zod/mini'
import { todayInSaoPaulo } from '../dates'
import { centsToInput, parseReais } from '../money'
import type { QuoteChanges, QuoteDetail } from './contract'
import { quoteSchema } from './schema'

// "Editar evento" on a quote's page: the event's fields as typed (strings, so a refused form comes
// back as it was), checked by the public form's own rules where the form has the field, and turned
// into the changes public.admin_quote_update takes.

export type EventValues = {
  date: string
  event_time: string
  guests: string
  neighborhood: string
  party_type: string[]
  lead_source: string
  message: string
  address_cep: string
  address_street: string
  address_number: string
  address_complement: string
  address_city: string
  /** The event's value in reais, as typed ("5.000,00"). */
  event_value: string
}

export type EventErrors = Partial<Record<keyof EventValues, string>>

const textFields = [
  'date',
  'event_time',
  'guests',
  'neighborhood',
  'lead_source',
  'message',
  'address_cep',
  'address_street',
  'address_number',
  'address_complement',
  'address_city',
  'event_value',
] as const

/** The posted form's values (unknown fields ignored, each capped). */
export function eventValuesFrom(data: FormData): EventValues {
  const text = (name: string) => String(data.get(name) ?? '').slice(0, 2100)
  const values = Object.fromEntries(textFields.map((name) => [name, text(name)])) as Omit<EventValues, 'party_type'>
  return {
    ...values,
    party_type: data
      .getAll('party_type')
      .filter((value): value is string => typeof value === 'string')
      .slice(0, 10),
  }
}

/** A stored quote as the form shows it. */
export function eventValuesOf(quote: QuoteDetail): EventValues {
  return {
    date: quote.date ?? '',
    event_time: quote.event_time ?? '',
    guests: quote.guests === null ? '' : String(quote.guests),
    neighborhood: quote.neighborhood ?? '',
    party_type: quote.party_type ? quote.party_type.split(', ') : [],
    lead_source: quote.lead_source ?? '',
    message: quote.message ?? '',
    address_cep: quote.address_cep ?? '',
    address_street: quote.address_street ?? '',
    address_number: quote.address_number ?? '',
    address_complement: quote.address_complement ?? '',
    address_city: quote.address_city ?? '',
    event_value: quote.event_value_cents === null ? '' : centsToInput(quote.event_value_cents),
  }
}

const optionalText = (max: number, message: string) =>
  z.pipe(
    z.string().check(z.trim(), z.maxLength(max, message)),
    z.transform((value) => value || null),
  )

const address = z.object({
  address_cep: z.pipe(
    z.string().check(
      z.trim(),
      z.refine(
        (value) => value === '' || /^\d{5}-?\d{3}$/.test(value.replace(/\s/g, '')),
        'Informe o CEP com 8 dígitos, ex.: 01234-567',
      ),
    ),
    z.transform((value) => (value ? value.replace(/\D/g, '').replace(/^(\d{5})(\d{3})$/, '$1-$2') : null)),
  ),
  address_street: optionalText(200, 'Use no máximo 200 caracteres na rua'),
  address_number: optionalText(20, 'Use no máximo 20 caracteres no número'),
  address_complement: optionalText(100, 'Use no máximo 100 caracteres no complemento'),
  address_city: optionalText(100, 'Use no máximo 100 caracteres na cidade'),
})

/** The event's value typed in reais, in centavos; null when left blank; undefined when it is not an amount. */
export function eventValueCents(typed: string): number | null | undefined {
  if (!typed.trim()) return null
  const cents = parseReais(typed)
  return cents !== null && cents <= 1_000_000_000 ? cents : undefined
}

export const EVENT_VALUE_ERROR = 'Informe o valor do evento em reais, ex.: 5.000,00.'

/**
 * The changes the values describe, or the errors in Portuguese. The date may not move into the past,
 * as in the public form; a date already past (an event that happened) may stay as it is.
 */
export function parseEventValues(
  values: EventValues,
  { current, today = todayInSaoPaulo() }: { current: Pick<QuoteDetail, 'date'>; today?: string },
): { ok: true; changes: QuoteChanges } | { ok: false; errors: EventErrors } {
  const earliest = current.date && current.date < today ? current.date : today
  const form = z.pick(quoteSchema(earliest), {
    date: true,
    event_time: true,
    guests: true,
    neighborhood: true,
    party_type: true,
    lead_source: true,
    message: true,
  })
  const errors: EventErrors = {}
  const parsed = z.safeParse(form, values)
  if (!parsed.success)
    for (const issue of parsed.error.issues) errors[issue.path[0] as keyof EventValues] ??= issue.message
  const where = z.safeParse(address, values)
  if (!where.success)
    for (const issue of where.error.issues) errors[issue.path[0] as keyof EventValues] ??= issue.message
  const valueCents = eventValueCents(values.event_value)
  if (valueCents === undefined) errors.event_value = EVENT_VALUE_ERROR
  if (!parsed.success || !where.success || valueCents === undefined) return { ok: false, errors }
  return {
    ok: true,
    changes: {
      ...parsed.data,
      lead_source: parsed.data.lead_source ?? null,
      ...where.data,
      event_value_cents: valueCents,
    },
  }
}
