import { todayInSaoPaulo } from '../dates'

/** Minutes to read an article at 200 words a minute, at least one. */
export const readingMinutes = (words: number) => Math.max(1, Math.ceil(words / 200))

/** "5 min de leitura", the label from the Studio (Página do blog → Textos dos artigos). */
export const readingTime = (words: number, label: string) => `${readingMinutes(words)} ${label}`

/**
 * "2025-06-03" -> "3 de junho de 2025": a date as written, a date and time as the day it is in
 * São Paulo (a post published at 23:30 there is 02:30 the next day in UTC).
 */
export function longDate(isoDate: string): string {
  const day =
    isoDate.length > 10 && !Number.isNaN(Date.parse(isoDate))
      ? todayInSaoPaulo(new Date(isoDate))
      : isoDate.slice(0, 10)
  const date = new Date(`${day}T12:00:00Z`)
  if (Number.isNaN(date.getTime())) return isoDate
  return new Intl.DateTimeFormat('pt-BR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    date,
  )
}
