import { describe, expect, it } from 'vitest'
import { centavosFromReais, centsToInput, formatBRL, parseReais, percentOf } from '@/lib/money'
import { proposalTotals } from '@/lib/proposals/totals'

describe('parseReais: a price as typed in Brazil, to centavos', () => {
  it.each([
    ['89,90', 8990],
    ['89,9', 8990],
    ['89', 8900],
    ['1.234,56', 123456],
    ['1234,56', 123456],
    ['1234.56', 123456],
    ['R$ 12,00', 1200],
    ['0,01', 1],
    ['0', 0],
    [' 1.000.000,00 ', 100000000],
  ])('%s → %i', (typed, cents) => {
    expect(parseReais(typed)).toBe(cents)
  })

  it.each(['', 'abc', '-5', '1,234', '12,345', '1.23.4', '1.2345,00', '89,', ',5', '1e3', '9'.repeat(20)])(
    'refuses %j',
    (typed) => {
      expect(parseReais(typed)).toBeNull()
    },
  )
})

describe('money formats', () => {
  it.each([
    [123456, '1234,56'],
    [5, '0,05'],
    [100, '1,00'],
  ])('centsToInput(%i) = %s, and parses back', (cents, text) => {
    expect(centsToInput(cents)).toBe(text)
    expect(parseReais(text)).toBe(cents)
  })

  it('formatBRL writes reais the Brazilian way', () => {
    expect(formatBRL(123456).replace(/\s/g, ' ')).toBe('R$ 1.234,56')
  })

  it.each([
    [89.9, 8990],
    [0.29, 29],
    [19.99, 1999],
    [250, 25000],
  ])('centavosFromReais(%d) = %i (the Studio price, never off by floating point)', (reais, cents) => {
    expect(centavosFromReais(reais)).toBe(cents)
  })
})

describe('percentOf: integer arithmetic, nearest centavo, halves up', () => {
  it.each([
    [10000, 3000, 3000], // 30% of R$ 100,00
    [1, 5000, 1], // 50% of 1 centavo = 0,5 → 1
    [3, 5000, 2], // 1,5 → 2
    [1, 4999, 0], // 0,4999 → 0
    [33333, 3000, 10000], // 9999,9 → 10000
    [100001, 3000, 30000], // 30000,3 → 30000
    [12345, 750, 926], // 7,5% of 123,45 = 9,25875 → 9,26
  ])('%i centavos × %i/10000 → %i', (cents, hundredths, expected) => {
    expect(percentOf(cents, hundredths)).toBe(expected)
  })
})

describe('proposalTotals', () => {
  const lines = [
    { description: 'Pacote Kids', unitCents: 8990, quantity: 60 },
    { description: 'Garçom extra', unitCents: 25000, quantity: 2 },
  ]

  it('lines, subtotal, a percent discount, total, deposit and balance, all in centavos', () => {
    expect(proposalTotals({ lines, discount: { kind: 'percent', value: 1000 }, depositPercent: 30 })).toEqual({
      lines: [
        { ...lines[0], totalCents: 539400 },
        { ...lines[1], totalCents: 50000 },
      ],
      subtotalCents: 589400,
      discountCents: 58940,
      totalCents: 530460,
      depositCents: 159138,
      balanceCents: 371322,
    })
  })

  it('a discount in reais', () => {
    expect(proposalTotals({ lines, discount: { kind: 'amount', value: 9400 }, depositPercent: 30 })).toMatchObject({
      subtotalCents: 589400,
      discountCents: 9400,
      totalCents: 580000,
      depositCents: 174000,
      balanceCents: 406000,
    })
  })

  it('rounds the deposit to the nearest centavo, half up: 30% of R$ 0,05 is 1,5 centavo → 2', () => {
    expect(
      proposalTotals({
        lines: [{ description: 'x', unitCents: 5, quantity: 1 }],
        discount: { kind: 'none', value: 0 },
        depositPercent: 30,
      }),
    ).toMatchObject({ totalCents: 5, depositCents: 2, balanceCents: 3 })
  })

  it('rounds a percent discount the same way: 7,5% of R$ 123,45 is R$ 9,26', () => {
    expect(
      proposalTotals({
        lines: [{ description: 'x', unitCents: 12345, quantity: 1 }],
        discount: { kind: 'percent', value: 750 },
        depositPercent: 0,
      }),
    ).toMatchObject({ discountCents: 926, totalCents: 11419, depositCents: 0 })
  })

  it('a discount never exceeds the subtotal, and the deposit and balance always add up to the total', () => {
    const totals = proposalTotals({
      lines: [{ description: 'x', unitCents: 1000, quantity: 1 }],
      discount: { kind: 'amount', value: 5000 },
      depositPercent: 100,
    })
    expect(totals).toMatchObject({ discountCents: 1000, totalCents: 0, depositCents: 0, balanceCents: 0 })
    for (const depositPercent of [0, 1, 29, 30, 33, 50, 99, 100]) {
      const { totalCents, depositCents, balanceCents } = proposalTotals({
        lines,
        discount: { kind: 'percent', value: 333 },
        depositPercent,
      })
      expect(depositCents + balanceCents).toBe(totalCents)
      expect(Number.isInteger(depositCents)).toBe(true)
    }
  })

  it('no lines: everything is zero', () => {
    expect(proposalTotals({ lines: [], discount: { kind: 'percent', value: 1000 }, depositPercent: 30 })).toMatchObject(
      { subtotalCents: 0, discountCents: 0, totalCents: 0, depositCents: 0 },
    )
  })
})
