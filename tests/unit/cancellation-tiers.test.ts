import { describe, expect, it } from 'vitest'
import { parseTiers, TIERS_ERROR } from '@/lib/proposals/cancellation-tiers'

describe('the cancellation policy form', () => {
  it.each([
    ['no tiers', { days: ['', '', '', ''], percent: ['', '', '', ''] }, []],
    [
      'two tiers, empty rows skipped',
      { days: ['90', '', ' 30 '], percent: ['80', '', '50'] },
      [
        { daysBefore: 90, percent: 80 },
        { daysBefore: 30, percent: 50 },
      ],
    ],
  ])('reads %s', (_name, values, tiers) => {
    expect(parseTiers(values)).toEqual({ ok: true, data: tiers })
  })

  it.each([
    ['a percentage over 100', { days: ['30'], percent: ['120'] }],
    ['a row with days only', { days: ['30'], percent: [''] }],
    ['a fraction', { days: ['30,5'], percent: ['50'] }],
    ['a negative day', { days: ['-1'], percent: ['50'] }],
    ['the same days twice', { days: ['30', '30'], percent: ['50', '40'] }],
  ])('refuses %s', (_name, values) => {
    expect(parseTiers(values)).toEqual({ ok: false, message: TIERS_ERROR })
  })
})
