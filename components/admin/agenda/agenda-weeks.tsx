import type { AgendaDay } from '@/lib/agenda/contract'
import { dayLabel, monthWeeks } from '@/lib/agenda/calendar'
import { formatDateBR } from '@/lib/dates'
import { AgendaDayContent, DayState } from './agenda-day'

type Props = { month: string; days: ReadonlyMap<string, AgendaDay>; today: string }

const busy = (day: AgendaDay) => day.bookingsTotal > 0 || day.openTotal > 0 || day.blockedNote !== null

/** The month as a list of weeks for a phone: each day one line, its events under it; empty days only named. */
export function AgendaWeeks({ month, days, today }: Props) {
  return (
    <div className="space-y-4 md:hidden">
      {monthWeeks(month).map((week) => {
        const dates = week.filter((date): date is string => Boolean(date))
        return (
          <section key={dates[0]} aria-label={`Semana de ${formatDateBR(dates[0]!)} a ${formatDateBR(dates.at(-1)!)}`} className="rounded-2xl bg-white p-3 shadow-sm ring-1 ring-brand-100">
            <h3 className="mb-2 text-sm font-semibold text-muted">{`Semana de ${formatDateBR(dates[0]!).slice(0, 5)} a ${formatDateBR(dates.at(-1)!).slice(0, 5)}`}</h3>
            <ul className="divide-y divide-brand-100">
              {dates.map((date) => {
                const day = days.get(date)
                return (
                  <li key={date} className={`py-2 ${day?.full ? 'bg-red-50/60' : ''}`}>
                    <div className="flex flex-wrap items-center justify-between gap-2">
                      <span className={`font-semibold ${date === today ? 'text-brand-700' : ''}`}>
                        {dayLabel(date)}
                        {date === today ? ' (hoje)' : ''}
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
      })}
    </div>
  )
}
