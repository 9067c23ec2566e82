import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { calendarDate, recordNumber, wholeNumber } from '@/lib/forms/fields'

/** What a field answers for a typed text: its value, or its message. */
const answer = (field: z.core.$ZodType, typed: string) => {
  const result = z.safeParse(field, typed)
  return result.success ? result.data : result.error.issues[0]?.message
}

describe('the form fields the actions share', () => {
  const capacity = wholeNumber(1, 50, 'Informe um número de 1 a 50')
  it.each([
    ['1', 1],
    [' 50 ', 50],
    ['0', 'Informe um número de 1 a 50'],
    ['51', 'Informe um número de 1 a 50'],
    ['2.5', 'Informe um número de 1 a 50'],
    ['-3', 'Informe um número de 1 a 50'],
    ['1e1', 'Informe um número de 1 a 50'],
    ['', 'Informe um número de 1 a 50'],
  ])('wholeNumber(1, 50) reads %j as %j', (typed, expected) => {
    expect(answer(capacity, typed)).toBe(expected)
  })

  const day = calendarDate('Informe uma data válida')
  it.each([
    ['2028-02-29', '2028-02-29'],
    [' 2026-12-07 ', '2026-12-07'],
    ['2026-02-29', 'Informe uma data válida'],
    ['07/12/2026', 'Informe uma data válida'],
    ['', 'Informe uma data válida'],
  ])('calendarDate reads %j as %j', (typed, expected) => {
    expect(answer(day, typed)).toBe(expected)
  })

  const id = recordNumber('Orçamento inválido.')
  it.each([
    ['42', 42],
    ['999999999999999', 999_999_999_999_999],
    ['1000000000000000', 'Orçamento inválido.'],
    ['4.2', 'Orçamento inválido.'],
    ['42 ', 'Orçamento inválido.'],
    ['', 'Orçamento inválido.'],
  ])('recordNumber reads %j as %j', (typed, expected) => {
    expect(answer(id, typed)).toBe(expected)
  })
})
