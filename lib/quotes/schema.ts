import * as z from 'zod/mini'
import { todayInSaoPaulo } from '../dates'
import { LIMITS, type FieldErrors, type QuoteField } from './form-values'
import { partyTypeIds } from './party-types'
import { EMAIL_PATTERN } from '../forms/email-address'
import { PHONE_PATTERN } from './phone'
import { quoteMessages as m } from './validation-messages'

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
    name: requiredText(m.nameRequired, LIMITS.name, m.nameTooLong(LIMITS.name)),
    phone: phoneField(m.phoneInvalid),
    whatsapp: phoneField(m.whatsappInvalid),
    email: z
      .string(m.emailInvalid)
      .check(z.trim(), z.maxLength(LIMITS.email, m.emailInvalid), z.regex(EMAIL_PATTERN, m.emailInvalid)),
    neighborhood: requiredText(m.neighborhoodRequired, LIMITS.neighborhood, m.neighborhoodTooLong(LIMITS.neighborhood)),
    party_type: z.pipe(
      z
        .array(z.enum(partyTypeIds, m.partyTypeInvalid), m.partyTypeRequired)
        .check(z.minLength(1, m.partyTypeRequired), z.maxLength(partyTypeIds.length)),
      z.transform((ids) => partyTypeIds.filter((id) => ids.includes(id)).join(', ')),
    ),
    guests: z.pipe(
      z.string(m.guestsRequired).check(
        z.trim(),
        z.minLength(1, { error: m.guestsRequired, ...stop }),
        z.refine(
          (value) => /^\d{1,4}$/.test(value) && Number(value) >= 1 && Number(value) <= LIMITS.guests,
          m.guestsInvalid,
        ),
      ),
      z.transform(Number),
    ),
    date: z.string(m.dateRequired).check(
      z.minLength(1, { error: m.dateRequired, ...stop }),
      z.regex(/^\d{4}-\d{2}-\d{2}$/, { error: m.dateInvalid, ...stop }),
      z.refine((value) => value >= today, m.datePast),
    ),
    event_time: z
      .string(m.timeRequired)
      .check(z.minLength(1, { error: m.timeRequired, ...stop }), z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, m.timeInvalid)),
    message: requiredText(m.messageRequired, LIMITS.message, m.messageTooLong(LIMITS.message)),
    // Optional and never an error: anything but a choice's slug is stored as no answer.
    lead_source: z.optional(
      z.pipe(
        z.string(),
        z.transform((value) => (LEAD_SOURCE.test(value) ? value : undefined)),
      ),
    ),
  })
}

export type QuoteInput = z.output<ReturnType<typeof quoteSchema>>

type Contacts = { phone?: unknown; whatsapp?: unknown; email?: unknown }
/** One way to reach the client: WhatsApp, phone or e-mail. */
const hasContact = ({ phone, whatsapp, email }: Contacts) =>
  [phone, whatsapp, email].some((contact) => typeof contact === 'string' && contact.trim() !== '')

/** A contact the owner may leave blank: empty, or in its format. */
const optionalContact = (pattern: RegExp, message: string, max = 40) =>
  z.string(message).check(
    z.trim(),
    z.maxLength(max, message),
    z.refine((value) => value === '' || pattern.test(value), message),
  )

/**
 * "Novo orçamento" in the admin: the public form's rules, except that a booking closed on WhatsApp
 * or by phone needs one way to reach the client (WhatsApp, phone or e-mail), not all three, and no
 * message. A blank contact or message is stored as none.
 */
export function adminQuoteSchema(today = todayInSaoPaulo()) {
  return z
    .extend(quoteSchema(today), {
      phone: optionalContact(PHONE_PATTERN, m.phoneInvalid),
      whatsapp: optionalContact(PHONE_PATTERN, m.whatsappInvalid),
      email: optionalContact(EMAIL_PATTERN, m.emailInvalid, LIMITS.email),
      message: z.string().check(z.trim(), z.maxLength(LIMITS.message, m.messageTooLong(LIMITS.message))),
    })
    .check(z.refine(hasContact, { error: m.contactRequired, path: ['whatsapp'] }))
}

export type QuoteValidation = { ok: true; data: QuoteInput } | { ok: false; fieldErrors: FieldErrors }

/** Validates the whole form at once; each field gets its first failing rule's message. */
export function validateQuote(values: unknown, today?: string): QuoteValidation {
  return validateWith(quoteSchema(today), values)
}

/** The same for the admin's "Novo orçamento" (adminQuoteSchema). */
export function validateAdminQuote(values: unknown, today?: string): QuoteValidation {
  const result = validateWith(adminQuoteSchema(today), values)
  // Zod checks the whole object only once every field passed (each stops at its first error): a
  // missing contact is told beside the other errors, so the first answer lists every one.
  const contacts = typeof values === 'object' && values !== null ? (values as Contacts) : {}
  if (!result.ok && !result.fieldErrors.whatsapp && !hasContact(contacts))
    result.fieldErrors.whatsapp = m.contactRequired
  return result
}

function validateWith(schema: z.ZodMiniType<QuoteInput>, values: unknown): QuoteValidation {
  const result = z.safeParse(schema, values)
  if (result.success) return { ok: true, data: result.data }
  const fieldErrors: FieldErrors = {}
  for (const issue of result.error.issues) {
    const field = issue.path[0] as QuoteField | undefined
    if (field && !fieldErrors[field]) fieldErrors[field] = issue.message
  }
  return { ok: false, fieldErrors }
}
