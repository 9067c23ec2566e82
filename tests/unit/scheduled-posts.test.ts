import { describe, expect, it } from 'vitest'
import { longDate } from '@/lib/content/format'
import { revalidateSeconds, REVALIDATE_SECONDS } from '@/lib/content/tags'
import { nextTime } from '@/lib/content/schedule'
import { postDateLabel } from '@/schemas/documents/post'

const now = Date.parse('2026-11-26T13:00:00.000Z')

describe('scheduled posts', () => {
  it.each([
    [[], undefined],
    [['2026-11-26T12:00:00.000Z'], undefined],
    [['2026-11-26T13:10:00.000Z', '2026-11-26T13:01:00.000Z', null], Date.parse('2026-11-26T13:01:00.000Z')],
  ])('the next of %j is %s', (times, expected) => {
    expect(nextTime(times, now)).toBe(expected)
  })

  it.each([
    [undefined, REVALIDATE_SECONDS],
    [now + 60_000, 60],
    [now + 1_500, 2],
    [now - 5_000, 1],
    [now + 10 * 3600_000, REVALIDATE_SECONDS],
  ])('cached until %s: %i seconds at most', (until, seconds) => {
    expect(revalidateSeconds(until, now)).toBe(seconds)
  })

  it.each([
    ['2025-06-03', '3 de junho de 2025'],
    ['2025-06-03T12:00:00.000Z', '3 de junho de 2025'],
    // 23:30 in São Paulo is the next day in UTC: the day shown is São Paulo's.
    ['2025-06-04T02:30:00.000Z', '3 de junho de 2025'],
  ])('%s is shown as %s', (value, shown) => {
    expect(longDate(value)).toBe(shown)
  })

  it.each([
    [undefined, 'Sem data'],
    ['2025-06-03', '03/06/2025'],
    ['2026-11-26T12:00:00.000Z', '26/11/2026'],
    ['2026-11-26T15:30:00.000Z', 'Agendado para 26/11/2026 12:30'],
  ])('the Studio lists %s as "%s"', (value, label) => {
    expect(postDateLabel(value, new Date(now))).toBe(label)
  })
})
