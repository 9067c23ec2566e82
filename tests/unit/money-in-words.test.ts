import { describe, expect, it } from 'vitest'
import { amountInWords } from '@/lib/money/money-in-words'

describe('an amount in words, as a receipt writes it', () => {
  it.each([
    [159138, 'mil quinhentos e noventa e um reais e trinta e oito centavos'],
    [1, 'um centavo'],
    [99, 'noventa e nove centavos'],
    [100, 'um real'],
    [101, 'um real e um centavo'],
    [1000, 'dez reais'],
    [10000, 'cem reais'],
    [10100, 'cento e um reais'],
    [11100, 'cento e onze reais'],
    [100000, 'mil reais'],
    [150000, 'mil e quinhentos reais'],
    [105000, 'mil e cinquenta reais'],
    [1000100, 'dez mil e um reais'],
    [2345600, 'vinte e três mil quatrocentos e cinquenta e seis reais'],
    [100000000, 'um milhão de reais'],
    [250000000, 'dois milhões e quinhentos mil reais'],
    [
      123456789,
      'um milhão duzentos e trinta e quatro mil quinhentos e sessenta e sete reais e oitenta e nove centavos',
    ],
    [1400000000, 'quatorze milhões de reais'],
  ])('%i centavos: %s', (cents, words) => expect(amountInWords(cents)).toBe(words))

  it('refuses what is not a whole, non-negative number of centavos', () => {
    expect(() => amountInWords(-1)).toThrow(RangeError)
    expect(() => amountInWords(1.5)).toThrow(RangeError)
  })
})
