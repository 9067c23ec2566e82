// An amount written out in Portuguese, as a receipt ("recibo") states it beside the figures.

const UNITS = [
  'zero',
  'um',
  'dois',
  'três',
  'quatro',
  'cinco',
  'seis',
  'sete',
  'oito',
  'nove',
  'dez',
  'onze',
  'doze',
  'treze',
  'quatorze',
  'quinze',
  'dezesseis',
  'dezessete',
  'dezoito',
  'dezenove',
]
const TENS = ['', '', 'vinte', 'trinta', 'quarenta', 'cinquenta', 'sessenta', 'setenta', 'oitenta', 'noventa']
const HUNDREDS = [
  '',
  'cento',
  'duzentos',
  'trezentos',
  'quatrocentos',
  'quinhentos',
  'seiscentos',
  'setecentos',
  'oitocentos',
  'novecentos',
]

/** 1 to 999 in words: "cem", "cento e um", "noventa e um". */
function belowThousand(n: number): string {
  if (n === 100) return 'cem'
  const hundred = Math.floor(n / 100)
  const rest = n % 100
  const restWords =
    rest === 0
      ? ''
      : rest < 20
        ? UNITS[rest]!
        : TENS[Math.floor(rest / 10)]! + (rest % 10 ? ` e ${UNITS[rest % 10]}` : '')
  return [hundred ? HUNDREDS[hundred]! : '', restWords].filter(Boolean).join(' e ')
}

const SCALES: [number, string, string][] = [
  [1_000_000_000, 'bilhão', 'bilhões'],
  [1_000_000, 'milhão', 'milhões'],
  [1_000, 'mil', 'mil'],
]

/** A whole number in words: "mil quinhentos e noventa e um", "dois milhões e quinhentos mil", "zero". */
export function numberInWords(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`numberInWords: ${n}`)
  if (n === 0) return UNITS[0]!
  const groups: { count: number; words: string }[] = []
  let rest = n
  for (const [size, one, many] of SCALES) {
    const count = Math.floor(rest / size)
    rest %= size
    if (count === 0) continue
    groups.push({
      count,
      words: size === 1000 && count === 1 ? 'mil' : `${numberInWords(count)} ${count === 1 ? one : many}`,
    })
  }
  if (rest > 0) groups.push({ count: rest, words: belowThousand(rest) })
  // The last group joins with "e" when it is below a hundred or a round hundred ("mil e quinhentos", "dois milhões e quinhentos mil").
  return groups
    .map(({ count, words }, index) =>
      index === 0
        ? words
        : `${index === groups.length - 1 && (count < 100 || count % 100 === 0) ? ' e ' : ' '}${words}`,
    )
    .join('')
}

/** Centavos in words: 159138 -> "mil quinhentos e noventa e um reais e trinta e oito centavos"; 100000000 -> "um milhão de reais". */
export function amountInWords(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError(`amountInWords: ${cents}`)
  const reais = Math.floor(cents / 100)
  const centavos = cents % 100
  const reaisWords =
    reais === 0
      ? ''
      : `${numberInWords(reais)}${reais % 1_000_000 === 0 ? ' de' : ''} ${reais === 1 ? 'real' : 'reais'}`
  const centavosWords = centavos === 0 ? '' : `${numberInWords(centavos)} ${centavos === 1 ? 'centavo' : 'centavos'}`
  if (!reaisWords && !centavosWords) return 'zero real'
  return [reaisWords, centavosWords].filter(Boolean).join(' e ')
}
