import { EMAIL_PATTERN } from '../forms/email-address'
import { typingHints } from './validation-messages'

/** Digits only, at most 11, with a space after the 2-digit area code: "11912345678" -> "11 912345678". */
export function formatPhone(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 11)
  return digits.length > 2 ? `${digits.slice(0, 2)} ${digits.slice(2)}` : digits
}

/** Area code, a space, then 8 or 9 digits. */
export const PHONE_PATTERN = /^\d{2} \d{8,9}$/

/** The message shown while typing: none while empty or valid. */
export const phoneHint = (value: string) => (value && !PHONE_PATTERN.test(value) ? typingHints.phone : undefined)
export const emailHint = (value: string) => (value && !EMAIL_PATTERN.test(value) ? typingHints.email : undefined)
