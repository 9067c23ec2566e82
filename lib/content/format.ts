/** Minutes to read an article at 200 words a minute, at least one. */
export const readingMinutes = (words: number) => Math.max(1, Math.ceil(words / 200))

export const readingTime = (words: number) => `${readingMinutes(words)} min de leitura`

/** "2025-06-03" -> "3 de junho de 2025" (the date as written, whatever the time zone). */
export function longDate(isoDate: string): string {
  const date = new Date(`${isoDate.slice(0, 10)}T12:00:00Z`)
  if (Number.isNaN(date.getTime())) return isoDate
  return new Intl.DateTimeFormat('pt-BR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date)
}
