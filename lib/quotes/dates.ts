const SAO_PAULO = 'America/Sao_Paulo'

/** Today's date in São Paulo as YYYY-MM-DD, whatever the server's or browser's time zone. */
export function todayInSaoPaulo(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: SAO_PAULO, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now)
}

/** "2026-12-20" -> "20/12/2026"; anything else is returned unchanged. */
export function formatDateBR(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate)
  return match ? `${match[3]}/${match[2]}/${match[1]}` : isoDate
}

// Built once: creating a formatter costs far more than formatting (the CSV export formats every row).
const dateTimeBR = new Intl.DateTimeFormat('pt-BR', { timeZone: SAO_PAULO, day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })

/** A timestamp as dd/MM/yyyy HH:mm in São Paulo time; the raw value when it cannot be parsed. */
export function formatDateTimeBR(value: string): string {
  const date = new Date(value)
  if (Number.isNaN(date.getTime())) return value
  const parts = Object.fromEntries(
    dateTimeBR
      .formatToParts(date)
      .map(({ type, value: part }) => [type, part]),
  )
  return `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}`
}
