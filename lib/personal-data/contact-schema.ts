import * as z from 'zod/mini'
import { formatPhone } from '../quotes/phone'
import { quoteSchema } from '../quotes/schema'
import type { ContactFields } from './contract'

// The quote form's own rules for the five contact fields: a correction is held to what a new quote is.
const contactSchema = z.pick(quoteSchema(), {
  name: true,
  email: true,
  phone: true,
  whatsapp: true,
  neighborhood: true,
})

export type ContactErrors = Partial<Record<keyof ContactFields, string>>

/** The typed values (phones reformatted as the form does: "11 987654321") and, per field, the first refusal. */
export function validateContact(
  values: Record<keyof ContactFields, string>,
): { ok: true; data: ContactFields } | { ok: false; errors: ContactErrors } {
  const input = { ...values, phone: formatPhone(values.phone), whatsapp: formatPhone(values.whatsapp) }
  const result = z.safeParse(contactSchema, input)
  if (result.success) return { ok: true, data: result.data }
  const errors: ContactErrors = {}
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof ContactFields | undefined
    if (field && !errors[field]) errors[field] = issue.message
  }
  return { ok: false, errors }
}
