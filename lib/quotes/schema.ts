import * as z from 'zod/mini'
import { todayInSaoPaulo } from '../dates'
import { LIMITS, type FieldErrors, type QuoteField } from './form-values'
import { partyTypeIds } from './party-types'
import { EMAIL_PATTERN } from '../email-address'
import { PHONE_PATTERN } from './phone'

const stop = { abort: true } as const

/** A "Como nos conheceu?" choice's slug, as the database's check allows it. */
export const LEAD_SOURCE = /^(?=.{1,40}$)[a-z0-9]+(-[a-z0-9]+)*$/

const requiredText = (required: string, max: number, tooLong: string) =>
  z.string(required).check(z.trim(), z.minLength(1, { error: required, ...stop }), z.maxLength(max, tooLong))

const phoneField = (message: string) => z.string(message).check(z.trim(), z.regex(PHONE_PATTERN, message))

/**
 * The one schema of the quote form, used by the browser before sending and by the server
 * action on what arrives. `today` (YYYY-MM-DD, São Paulo) decides what counts as the past.
 */
export function quoteSchema(today = todayInSaoPaulo()) {
  return z.object({
    name: requiredText('Nome é obrigatório', LIMITS.name, `Nome deve ter no máximo ${LIMITS.name} caracteres`),
    phone: phoneField('Formato de telefone inválido'),
    whatsapp: phoneField('Formato de WhatsApp inválido'),
    email: z
      .string('Formato de email inválido')
      .check(z.trim(), z.maxLength(LIMITS.email, 'Formato de email inválido'), z.regex(EMAIL_PATTERN, 'Formato de email inválido')),
    neighborhood: requiredText('Bairro é obrigatório', LIMITS.neighborhood, `Bairro deve ter no máximo ${LIMITS.neighborhood} caracteres`),
    party_type: z.pipe(
      z
        .array(z.enum(partyTypeIds, 'Tipo de festa inválido'), 'Selecione pelo menos um tipo de festa')
        .check(z.minLength(1, 'Selecione pelo menos um tipo de festa'), z.maxLength(partyTypeIds.length)),
      z.transform((ids) => partyTypeIds.filter((id) => ids.includes(id)).join(', ')),
    ),
    guests: z.pipe(
      z
        .string('Quantidade de convidados é obrigatória')
        .check(
          z.trim(),
          z.minLength(1, { error: 'Quantidade de convidados é obrigatória', ...stop }),
          z.refine((value) => /^\d{1,4}$/.test(value) && Number(value) >= 1 && Number(value) <= LIMITS.guests, 'Informe um número de convidados válido'),
        ),
      z.transform(Number),
    ),
    date: z
      .string('Data do evento é obrigatória')
      .check(
        z.minLength(1, { error: 'Data do evento é obrigatória', ...stop }),
        z.regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Informe uma data válida', ...stop }),
        z.refine((value) => value >= today, 'A data do evento não pode estar no passado'),
      ),
    event_time: z
      .string('Horário do evento é obrigatório')
      .check(
        z.minLength(1, { error: 'Horário do evento é obrigatório', ...stop }),
        z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Informe um horário válido'),
      ),
    message: requiredText('Mensagem é obrigatória', LIMITS.message, `Mensagem deve ter no máximo ${LIMITS.message} caracteres`),
    // Optional and never an error: anything but a choice's slug is stored as no answer.
    lead_source: z.optional(z.pipe(z.string(), z.transform((value) => (LEAD_SOURCE.test(value) ? value : undefined)))),
  })
}

export type QuoteInput = z.output<ReturnType<typeof quoteSchema>>

export type QuoteValidation = { ok: true; data: QuoteInput } | { ok: false; fieldErrors: FieldErrors }

/** Validates the whole form at once; each field gets its first failing rule's message. */
export function validateQuote(values: unknown, today?: string): QuoteValidation {
  const result = z.safeParse(quoteSchema(today), values)
  if (result.success) return { ok: true, data: result.data }
  const fieldErrors: FieldErrors = {}
  for (const issue of result.error.issues) {
    const field = issue.path[0] as QuoteField | undefined
    if (field && !fieldErrors[field]) fieldErrors[field] = issue.message
  }
  return { ok: false, fieldErrors }
}
