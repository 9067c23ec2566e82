import type { AgendaDay } from '@/lib/agenda/contract'
import { dayLabel, monthWeeks } from '@/lib/dates/calendar'
import { formatDateBR } from '@/lib/dates'
import { AgendaDayContent, DayState } from './agenda-day'

type Props = { month: string; days: ReadonlyMap<string, AgendaDay>; today: string }

const busy = (day: AgendaDay | undefined) =>
  Boolean(day && (day.bookingsTotal > 0 || day.openTotal > 0 || day.blockedNote !== null || day.full))

type Row = { kind: 'day'; date: string } | { kind: 'free'; from: string; to: string }

/** The days in order, each run of days with nothing on them folded into one line (today always shown). */
function rows(dates: string[], days: Props['days'], today: string): Row[] {
  const out: Row[] = []
  for (const date of dates) {
    if (busy(days.get(date)) || date === today) {
      out.push({ kind: 'day', date })
      continue
    }
    const last = out.at(-1)
    if (last?.kind === 'free') last.to = date
    else out.push({ kind: 'free', from: date, to: date })
  }
  return out
}

const short = (date: string) => formatDateBR(date).slice(0, 5)

function Week({ dates, days, today }: { dates: string[]; days: Props['days']; today: string }) {
  return (
    <section
      aria-label={`Semana de ${formatDateBR(dates[0]!)} a ${formatDateBR(dates.at(-1)!)}`}
      className="rounded-2xl bg-white p-3 shadow-sm ring-1 ring-brand-100"
    >
      <h3 className="mb-2 text-sm font-semibold text-muted">{`Semana de ${short(dates[0]!)} a ${short(dates.at(-1)!)}`}</h3>
      <ul className="divide-y divide-brand-100">
        {rows(dates, days, today).map((row) => {
          if (row.kind === 'free') {
            return (
              <li key={row.from} className="py-1.5 text-sm text-muted">
                {row.from === row.to ? `${dayLabel(row.from)}: livre` : `${short(row.from)} a ${short(row.to)}: livres`}
              </li>
            )
          }
          const day = days.get(row.date)
          return (
            <li key={row.date} className={`py-2 ${day?.full ? 'bg-red-50/60' : ''}`}>
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className={`font-semibold ${row.date === today ? 'text-brand-700' : ''}`}>
                  {dayLabel(row.date)}
                  {row.date === today ? ' (hoje)' : ''}
                </span>
                {day ? <DayState day={day} /> : null}
              </div>
              {day && busy(day) ? (
                <div className="mt-1">
                  <AgendaDayContent day={day} />
                </div>
              ) : null}
            </li>
          )
        })}
      </ul>
    </section>
  )
}

/**
 * The month as a list of weeks for a phone. In the current month it opens on today (the days
 * already past fold under "Dias anteriores"); days with nothing on them fold into one line.
 */
export function AgendaWeeks({ month, days, today }: Props) {
  const weeks = monthWeeks(month).map((week) => week.filter((date): date is string => Boolean(date)))
  const past = weeks.map((dates) => dates.filter((date) => date < today)).filter((dates) => dates.length > 0)
  const coming = weeks.map((dates) => dates.filter((date) => date >= today)).filter((dates) => dates.length > 0)
  return (
    <div className="space-y-4 md:hidden">
      {coming.map((dates) => (
        <Week key={dates[0]} dates={dates} days={days} today={today} />
      ))}
      {past.length > 0 ? (
        <details className="rounded-2xl bg-white/70 ring-1 ring-brand-100 open:p-3">
          <summary className="min-h-11 cursor-pointer content-center px-3 font-semibold text-brand-700">
            {coming.length > 0
              ? `Dias anteriores (${short(past[0]![0]!)} a ${short(past.at(-1)!.at(-1)!)})`
              : 'Dias do mês'}
          </summary>
          <div className="mt-2 space-y-4">
            {past.map((dates) => (
              <Week key={dates[0]} dates={dates} days={days} today={today} />
            ))}
          </div>
        </details>
      ) : null}
    </div>
  )
}
