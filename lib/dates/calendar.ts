// Calendar arithmetic on São Paulo dates written YYYY-MM-DD: pure, done in UTC so no time zone moves a day.
// (Today's date itself comes from index.ts beside it.)

const DAY_MS = 86_400_000
const at = (iso: string) => Date.parse(`${iso}T00:00:00Z`)
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10)

export { isoDate } from '../forms/iso-date'

export const addDays = (date: string, days: number) => iso(at(date) + days * DAY_MS)

/** 0 (Sunday) to 6 (Saturday). */
export const weekday = (date: string) => new Date(at(date)).getUTCDay()

/** "2026-12" when `value` is a month from 2000 to 2100, else the month of `today`. */
export function monthOf(value: string | undefined, today: string): string {
  return value && /^(20\d\d|2100)-(0[1-9]|1[0-2])$/.test(value) ? value : today.slice(0, 7)
}

/** The month before or after "2026-12". */
export function shiftMonth(month: string, by: number): string {
  const [year, index] = month.split('-').map(Number) as [number, number]
  const total = year * 12 + (index - 1) + by
  return `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}`
}

/** The first and last day of a month. */
export function monthBounds(month: string): { first: string; last: string } {
  const first = `${month}-01`
  return { first, last: addDays(`${shiftMonth(month, 1)}-01`, -1) }
}

/** The month's weeks, Sunday to Saturday, each day YYYY-MM-DD or null outside the month. */
export function monthWeeks(month: string): (string | null)[][] {
  const { first, last } = monthBounds(month)
  const days: (string | null)[] = Array.from({ length: weekday(first) }, () => null)
  for (let day = first; day <= last; day = addDays(day, 1)) days.push(day)
  while (days.length % 7) days.push(null)
  return Array.from({ length: days.length / 7 }, (_, week) => days.slice(week * 7, week * 7 + 7))
}

const MONTHS = [
  'janeiro',
  'fevereiro',
  'março',
  'abril',
  'maio',
  'junho',
  'julho',
  'agosto',
  'setembro',
  'outubro',
  'novembro',
  'dezembro',
]
export const WEEKDAYS = ['Domingo', 'Segunda', 'Terça', 'Quarta', 'Quinta', 'Sexta', 'Sábado']

/** "2026-12" -> "dezembro de 2026". */
export const monthLabel = (month: string) => `${MONTHS[Number(month.slice(5, 7)) - 1]} de ${month.slice(0, 4)}`

/** "2026-12" -> "dez/26", for a chart's axis. */
export const shortMonthLabel = (month: string) =>
  `${MONTHS[Number(month.slice(5, 7)) - 1]!.slice(0, 3)}/${month.slice(2, 4)}`

/** "2026-12-05" -> "Sábado, 5 de dezembro". */
export const dayLabel = (date: string) =>
  `${WEEKDAYS[weekday(date)]}, ${Number(date.slice(8, 10))} de ${MONTHS[Number(date.slice(5, 7)) - 1]}`
