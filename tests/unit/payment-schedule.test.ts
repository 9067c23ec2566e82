import { describe, expect, it } from 'vitest'
import { percentOf } from '@/lib/money'
import {
  buildSchedule,
  defaultScheduleParts,
  fillInstallments,
  nextOpenInstallment,
  paymentCovers,
  type SchedulePart,
} from '@/lib/proposals/schedule'

// A small deterministic generator (mulberry32): the same "random" totals and percentages on every run.
function generator(seed: number) {
  let state = seed
  return (max: number) => {
    state = (state + 0x6d2b79f5) | 0
    let t = Math.imul(state ^ (state >>> 15), 1 | state)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) % max
  }
}

describe('the payment schedule', () => {
  it('always sums to the total in centavos, whatever the total, deposit and percentages (5000 cases)', () => {
    const random = generator(49)
    for (let run = 0; run < 5000; run++) {
      const total = 1 + random(100_000_000)
      const depositPercent = random(101)
      const deposit = percentOf(total, depositPercent * 100)
      const count = 1 + random(12)
      // Percentages of the total that leave room: each at most what the deposit leaves divided by the parts.
      const room = Math.floor(((100 - depositPercent) * 100) / count)
      const parts: SchedulePart[] = Array.from({ length: count }, () => ({
        kind: 'percent',
        value: random(room + 1),
        due: null,
      }))
      const schedule = buildSchedule(total, deposit, parts)
      if (schedule === null) {
        // Refused only when a part would be empty: some percentage rounds to nothing, or nothing is left for the last.
        expect(
          parts.slice(0, -1).some(({ value }) => percentOf(total, value) <= 0) ||
            total - deposit - parts.slice(0, -1).reduce((sum, { value }) => sum + percentOf(total, value), 0) <= 0,
        ).toBe(true)
        continue
      }
      expect(schedule.reduce((sum, { amountCents }) => sum + amountCents, 0)).toBe(total)
      expect(schedule.every(({ amountCents }) => Number.isInteger(amountCents) && amountCents > 0)).toBe(true)
      if (deposit > 0) expect(schedule[0]).toMatchObject({ label: 'Sinal', amountCents: deposit })
    }
  })

  it('gives the last installment what remains, and refuses parts asking more than the balance', () => {
    expect(
      buildSchedule(159138, 47741, [
        { kind: 'percent', value: 3500, due: '2026-12-01' },
        { kind: 'amount', value: 0, due: '2026-12-13' },
      ]),
    ).toEqual([
      { label: 'Sinal', amountCents: 47741, due: null },
      { label: 'Parcela 1 de 2', amountCents: 55698, due: '2026-12-01' },
      { label: 'Parcela 2 de 2', amountCents: 55699, due: '2026-12-13' },
    ])
    expect(buildSchedule(100_00, 30_00, [])).toEqual([
      { label: 'Sinal', amountCents: 30_00, due: null },
      { label: 'Restante', amountCents: 70_00, due: null },
    ])
    expect(
      buildSchedule(100_00, 30_00, [
        { kind: 'amount', value: 70_00, due: null },
        { kind: 'amount', value: 0, due: null },
      ]),
    ).toBeNull()
    expect(
      buildSchedule(100_00, 30_00, [
        { kind: 'percent', value: 8000, due: null },
        { kind: 'amount', value: 0, due: null },
      ]),
    ).toBeNull()
    expect(buildSchedule(100_00, 100_00, [])).toEqual([{ label: 'Sinal', amountCents: 100_00, due: null }])
    expect(buildSchedule(100_00, 0, [])).toEqual([{ label: 'Restante', amountCents: 100_00, due: null }])
  })

  it('defaults the balance from the settings: equal parts, the last days before the party, none before today', () => {
    expect(
      defaultScheduleParts({
        depositPercent: 30,
        count: 3,
        daysBefore: 7,
        eventDate: '2027-06-20',
        today: '2027-04-01',
      }),
    ).toEqual([
      { kind: 'percent', value: 2333, due: '2027-04-14' },
      { kind: 'percent', value: 2333, due: '2027-05-14' },
      { kind: 'percent', value: 2333, due: '2027-06-13' },
    ])
    expect(
      defaultScheduleParts({
        depositPercent: 30,
        count: 2,
        daysBefore: 7,
        eventDate: '2027-04-20',
        today: '2027-04-01',
      }).map(({ due }) => due),
    ).toEqual(['2027-04-01', '2027-04-13'])
    expect(
      defaultScheduleParts({ depositPercent: 50, count: 1, daysBefore: 7, eventDate: null, today: '2027-04-01' }),
    ).toEqual([{ kind: 'percent', value: 5000, due: null }])
  })

  it('fills the installments in order: a partial payment reduces the open one, and the next asks for what remains', () => {
    const schedule = buildSchedule(1000_00, 300_00, [
      { kind: 'percent', value: 3500, due: '2027-05-01' },
      { kind: 'amount', value: 0, due: '2027-06-01' },
    ])!
    const filled = fillInstallments(schedule, 420_00)
    expect(filled.map(({ paidCents, remainingCents }) => [paidCents, remainingCents])).toEqual([
      [300_00, 0],
      [120_00, 230_00],
      [0, 350_00],
    ])
    expect(nextOpenInstallment(filled)).toMatchObject({
      number: 2,
      label: 'Parcela 1 de 2',
      remainingCents: 230_00,
      due: '2027-05-01',
    })
    expect(nextOpenInstallment(fillInstallments(schedule, 1000_00))).toBeNull()
    expect(paymentCovers(schedule, 0, 300_00)).toEqual(['Sinal'])
    expect(paymentCovers(schedule, 200_00, 220_00)).toEqual(['Sinal (quitação)', 'Parcela 1 de 2 (parte)'])
  })
})
