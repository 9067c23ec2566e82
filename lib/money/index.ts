// Money is integer centavos everywhere; these are the only conversions from and to reais.

const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' })

/** 123456 -> "R$ 1.234,56" (with a no-break space, as Intl writes it). */
export const formatBRL = (cents: number) => brl.format(cents / 100)

/** 123456 -> "1234,56": how a price field shows a value to be edited. */
export const centsToInput = (cents: number) =>
  `${Math.trunc(cents / 100)},${String(Math.abs(cents % 100)).padStart(2, '0')}`

/**
 * A price as typed in Brazil ("1.234,56", "1234,5", "89", "R$ 12,00") or with a decimal point
 * ("1234.56"), to centavos; null when it is not a non-negative amount with at most two decimals.
 * Thousands are separated by "." only when a "," gives the decimals, or in groups of three.
 */
export function parseReais(text: string): number | null {
  const value = text.replace(/^\s*R\$\s*/i, '').replace(/\s/g, '')
  let whole: string
  let fraction = ''
  if (/^\d{1,3}(\.\d{3})*(,\d{1,2})?$/.test(value) || /^\d+(,\d{1,2})?$/.test(value)) {
    ;[whole = '', fraction = ''] = value.replace(/\./g, '').split(',')
  } else if (/^\d+\.\d{1,2}$/.test(value)) {
    ;[whole = '', fraction = ''] = value.split('.')
  } else return null
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'))
  return Number.isSafeInteger(cents) ? cents : null
}

/**
 * A price the Studio keeps in reais (a number with up to two decimals) to centavos: the one place
 * content prices become money. Rounds to the nearest centavo (floating point gives 89.9 * 100 = 8990.000000000002).
 */
export const centavosFromReais = (reais: number) => Math.round(reais * 100)

/**
 * `percentHundredths` (hundredths of a percent: 3000 = 30%) of `cents`, rounded to the nearest
 * centavo with halves rounded up, in integers only (no floating point): the rule for discounts and deposits.
 */
export const percentOf = (cents: number, percentHundredths: number) =>
  Math.floor((cents * percentHundredths + 5000) / 10000)
