import { EMAIL_PATTERN } from '../forms/email-address'

export type PersonKeyResult = { ok: true; key: string; kind: 'email' | 'telefone' } | { ok: false; message: string }

/** A phone's 10 or 11 digits (area code and number), a leading 55 (Brazil) dropped; null otherwise. */
export function phoneDigits(input: string): string | null {
  let digits = input.replace(/\D/g, '')
  if ((digits.length === 12 || digits.length === 13) && digits.startsWith('55')) digits = digits.slice(2)
  return digits.length === 10 || digits.length === 11 ? digits : null
}

/**
 * What the administrator typed to find a person: an e-mail (any case) or a phone with area code,
 * as public.person_key reads it; a Portuguese message otherwise.
 */
export function parsePersonKey(input: string): PersonKeyResult {
  const typed = input.trim()
  if (!typed) return { ok: false, message: 'Informe o e-mail ou o telefone da pessoa.' }
  if (typed.includes('@')) {
    return EMAIL_PATTERN.test(typed) && typed.length <= 254
      ? { ok: true, key: typed.toLowerCase(), kind: 'email' }
      : { ok: false, message: 'E-mail inválido. Use o formato nome@exemplo.com.' }
  }
  const digits = phoneDigits(typed)
  return digits
    ? { ok: true, key: digits, kind: 'telefone' }
    : { ok: false, message: 'Informe um e-mail ou um telefone com DDD (ex.: 11 987654321).' }
}
