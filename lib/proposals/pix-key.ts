// A Pix key as typed in the settings, recognised by its type (the Banco Central's five: CPF, CNPJ,
// phone, e-mail, random key) and written as the DICT holds it, which is how the BR Code must carry
// it: CPF and CNPJ as their digits (a CNPJ may be alphanumeric since 2026), the phone as +55 E.164,
// the e-mail in lower case, the random key as a lower-case UUID. pix-utils builds the code but does
// not check the key, so this module does.

export type PixKeyType = 'cpf' | 'cnpj' | 'phone' | 'email' | 'random'

export type PixKeyResult =
  | { ok: true; type: PixKeyType; key: string; shown: string }
  /** 11 bare digits shaped like a mobile number without +55 (and maybe a valid CPF): the owner says which. */
  | { ok: false; ambiguous: true; reason: string; asCpf: string | null; asPhone: string }
  | { ok: false; ambiguous?: false; reason: string }

export const PIX_KEY_TYPE_LABELS: Record<PixKeyType, string> = {
  cpf: 'CPF',
  cnpj: 'CNPJ',
  phone: 'celular',
  email: 'e-mail',
  random: 'chave aleatória',
}

const digitsOf = (text: string) => text.replace(/\D/g, '')

/** Receita Federal's modulus-11 check digit over `values` with weights counting down from `first` (cycling 9..2 for CNPJ). */
function checkDigit(values: number[], weights: number[]): number {
  const sum = values.reduce((total, value, index) => total + value * weights[index]!, 0)
  const rest = sum % 11
  return rest < 2 ? 0 : 11 - rest
}

/** Whether 11 digits are a CPF: both check digits right, and not eleven equal digits. */
export function isCpf(digits: string): boolean {
  if (!/^\d{11}$/.test(digits) || /^(\d)\1{10}$/.test(digits)) return false
  const numbers = [...digits].map(Number)
  const first = checkDigit(numbers.slice(0, 9), [10, 9, 8, 7, 6, 5, 4, 3, 2])
  const second = checkDigit(numbers.slice(0, 10), [11, 10, 9, 8, 7, 6, 5, 4, 3, 2])
  return first === numbers[9] && second === numbers[10]
}

const CNPJ_FIRST = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]
const CNPJ_SECOND = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]

/**
 * Whether 14 characters are a CNPJ: twelve digits or capital letters (the alphanumeric CNPJ of
 * IN RFB 2.229/2024: each character counts as its ASCII code minus 48) and two check digits.
 */
export function isCnpj(value: string): boolean {
  if (!/^[0-9A-Z]{12}\d{2}$/.test(value) || /^(\d)\1{13}$/.test(value)) return false
  const numbers = [...value].map((char) => char.charCodeAt(0) - 48)
  const first = checkDigit(numbers.slice(0, 12), CNPJ_FIRST)
  const second = checkDigit(numbers.slice(0, 13), CNPJ_SECOND)
  return first === numbers[12] && second === numbers[13]
}

// Brazil's area codes (DDD) in use: a phone key's two digits after +55.
const DDD = new Set(
  '11 12 13 14 15 16 17 18 19 21 22 24 27 28 31 32 33 34 35 37 38 41 42 43 44 45 46 47 48 49 51 53 54 55 61 62 63 64 65 66 67 68 69 71 73 74 75 77 79 81 82 83 84 85 86 87 88 89 91 92 93 94 95 96 97 98 99'.split(
    ' ',
  ),
)

/** Whether national digits (DDD + number) are a mobile number: a known DDD and nine digits starting with 9. */
const isMobile = (national: string) => /^\d{2}9\d{8}$/.test(national) && DDD.has(national.slice(0, 2))

export const formatCpf = (digits: string) =>
  `${digits.slice(0, 3)}.${digits.slice(3, 6)}.${digits.slice(6, 9)}-${digits.slice(9)}`
export const formatCnpj = (value: string) =>
  `${value.slice(0, 2)}.${value.slice(2, 5)}.${value.slice(5, 8)}/${value.slice(8, 12)}-${value.slice(12)}`
const formatPhone = (e164: string) => `+55 (${e164.slice(3, 5)}) ${e164.slice(5, 10)}-${e164.slice(10)}`

const EMAIL =
  /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

const recognised = (type: PixKeyType, key: string, shown: string): PixKeyResult => ({ ok: true, type, key, shown })

function phoneKey(national: string): PixKeyResult {
  if (!isMobile(national))
    return {
      ok: false,
      reason: 'Este celular não parece válido: use DDD e número com 9 dígitos, ex.: +55 11 91234-5678.',
    }
  const key = `+55${national}`
  return recognised('phone', key, formatPhone(key))
}

/**
 * The key `typed` as its type and the form the BR Code carries, or why it is none. `as` settles 11
 * bare digits shaped like a mobile number without +55 (the settings page asks).
 */
export function recognisePixKey(typed: string, as?: 'cpf' | 'phone'): PixKeyResult {
  const text = typed.trim()
  if (!text) return { ok: false, reason: 'Informe a chave Pix.' }
  if (text.length > 77) return { ok: false, reason: 'Uma chave Pix tem no máximo 77 caracteres.' }
  if (text.includes('@')) {
    const email = text.toLowerCase()
    return EMAIL.test(email)
      ? recognised('email', email, email)
      : { ok: false, reason: 'Este e-mail não é válido (ex.: contato@buffet.com.br).' }
  }
  if (UUID.test(text.toLowerCase())) return recognised('random', text.toLowerCase(), text.toLowerCase())
  if (/^\+/.test(text)) {
    const digits = digitsOf(text)
    if (!digits.startsWith('55')) return { ok: false, reason: 'O Pix aceita só celulares do Brasil: comece com +55.' }
    return phoneKey(digits.slice(2))
  }
  // Punctuation a CPF, CNPJ or phone is written with; anything else is no key.
  if (!/^[0-9A-Za-z.\-/() ]+$/.test(text))
    return { ok: false, reason: 'Não é CPF, CNPJ, celular, e-mail nem chave aleatória.' }
  const compact = text.replace(/[.\-/() ]/g, '').toUpperCase()
  if (compact.length === 14) {
    return isCnpj(compact)
      ? recognised('cnpj', compact, formatCnpj(compact))
      : { ok: false, reason: 'Este CNPJ não é válido: os dígitos verificadores não conferem.' }
  }
  if (!/^\d+$/.test(compact)) return { ok: false, reason: 'Não é CPF, CNPJ, celular, e-mail nem chave aleatória.' }
  if (compact.length === 13 && compact.startsWith('55')) return phoneKey(compact.slice(2))
  if (compact.length === 11) {
    const cpf = isCpf(compact)
    // Parentheses around the DDD say phone; the CPF's dots and dash say CPF.
    const writtenAsPhone = /\(/.test(text)
    const phone = isMobile(compact) && !/^\d{3}\.\d{3}\.\d{3}-\d{2}$/.test(text)
    if (phone && !writtenAsPhone) {
      if (as === 'phone') return phoneKey(compact)
      if (as === 'cpf')
        return cpf
          ? recognised('cpf', compact, formatCpf(compact))
          : { ok: false, reason: 'Este CPF não é válido: os dígitos verificadores não conferem.' }
      const asPhone = formatPhone(`+55${compact}`)
      return {
        ok: false,
        ambiguous: true,
        reason: cpf
          ? `Estes 11 dígitos podem ser um CPF (${formatCpf(compact)}) ou um celular sem +55 (${asPhone}). Qual é a chave?`
          : `Estes 11 dígitos parecem um celular sem +55 (${asPhone}); como CPF, os dígitos verificadores não conferem. Confirme que é o celular.`,
        asCpf: cpf ? formatCpf(compact) : null,
        asPhone,
      }
    }
    if (phone) return phoneKey(compact)
    if (cpf) return recognised('cpf', compact, formatCpf(compact))
    return {
      ok: false,
      reason: 'Este CPF não é válido: os dígitos verificadores não conferem. Se é um celular, escreva com +55 e DDD.',
    }
  }
  if (compact.length === 10 || compact.length === 8 || compact.length === 9)
    return { ok: false, reason: 'Um celular como chave Pix tem DDD e 9 dígitos (ex.: +55 11 91234-5678).' }
  return { ok: false, reason: 'Não é CPF (11 dígitos), CNPJ (14), celular (+55), e-mail nem chave aleatória.' }
}
