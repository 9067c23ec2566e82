const SAO_PAULO = 'America/Sao_Paulo'

// Each formatter is built on first use and kept: building one for a time zone costs far more than
// formatting (the CSV export formats every row), and the quote form's browser bundle imports this
// module without ever formatting a timestamp, so building at import cost it ~25 ms of hydration.
function lazily(build: () => Intl.DateTimeFormat): () => Intl.DateTimeFormat {
  let formatter: Intl.DateTimeFormat | undefined
  return () => (formatter ??= build())
}

const ISO_DATE_OPTIONS: Intl.DateTimeFormatOptions = {
  timeZone: SAO_PAULO,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
}
const isoDateFormat = lazily(() => new Intl.DateTimeFormat('en-CA', ISO_DATE_OPTIONS))
const dateTimeBRFormat = lazily(
  () =>
    new Intl.DateTimeFormat('pt-BR', {
      timeZone: SAO_PAULO,
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }),
)

const hourFormat = lazily(
  () => new Intl.DateTimeFormat('en-GB', { timeZone: SAO_PAULO, hour: '2-digit', hourCycle: 'h23' }),
)

/** The hour (0-23) in São Paulo at `now`: when the morning jobs may run. */
export function hourInSaoPaulo(now = new Date()): number {
  return Number(hourFormat().format(now))
}

/** Today's date in São Paulo as YYYY-MM-DD, whatever the server's or browser's time zone. */
export function todayInSaoPaulo(now = new Date()): string {
  return isoDateFormat().format(now)
}

/** São Paulo's offset from UTC at `now`, in milliseconds (−3 h since Brazil dropped summer time). */
function saoPauloOffsetMs(now = new Date()): number {
  const { year, month, day, hour, minute } = wallClockInSaoPaulo(now)
  const wallClock = Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hour), Number(minute))
  return wallClock - (now.getTime() - (now.getTime() % 60_000))
}

/**
 * An inline script that gives the date input `inputId` today in São Paulo as its first day: it runs
 * as the browser reads the form, so the picker never offers a past day, whenever the page's other
 * scripts run (and pages are static, so the server cannot write today into them). It shifts the
 * browser's clock by São Paulo's offset at render time instead of asking Intl for the zone: a
 * page's first Intl date format loads the time-zone data, a 50 ms task on this machine (200 ms at a
 * phone's speed) in the middle of the first paint. A page is re-rendered within hours, so only a
 * change of Brazil's offset could make it wrong, for that long and for the hour next to midnight.
 */
export function todayAsMinScript(inputId: string, now = new Date()): string {
  return `document.getElementById(${JSON.stringify(inputId)}).min=new Date(Date.now()+${saoPauloOffsetMs(now)}).toISOString().slice(0,10)`
}

/** "2026-12-20" -> "20/12/2026"; anything else is returned unchanged. */
export function formatDateBR(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate)
  return match ? `${match[3]}/${match[2]}/${match[1]}` : isoDate
}

/** A timestamp as dd/MM/yyyy HH:mm in São Paulo time; the raw value when it cannot be parsed. */
export function formatDateTimeBR(value: string): string {
  const date = new Date(value)
  if (Number.isNaN(date.getTime())) return value
  const parts = wallClockInSaoPaulo(date)
  return `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}`
}

function wallClockInSaoPaulo(date: Date): Partial<Record<Intl.DateTimeFormatPartTypes, string>> {
  return Object.fromEntries(
    dateTimeBRFormat()
      .formatToParts(date)
      .map(({ type, value }) => [type, value]),
  )
}
