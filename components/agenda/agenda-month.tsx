import type { AgendaDay } from '@/lib/agenda/contract'
import { dayLabel, monthWeeks, WEEKDAYS } from '@/lib/dates/calendar'
import { AgendaDayContent, DayState } from './agenda-day'

type Props = { month: string; days: ReadonlyMap<string, AgendaDay>; today: string }

/** The month as a calendar grid, Sunday to Saturday: for screens wide enough for seven columns. */
export function AgendaMonth({ month, days, today }: Props) {
  return (
    <table className="hidden w-full table-fixed border-collapse overflow-hidden rounded-2xl bg-white text-left shadow ring-1 ring-brand-100 md:table">
      <thead className="bg-brand-700 text-white">
        <tr>
          {WEEKDAYS.map((name) => (
            <th key={name} scope="col" className="px-2 py-2 text-sm font-semibold">
              <abbr title={name} className="no-underline">
                {name.slice(0, 3)}
              </abbr>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {monthWeeks(month).map((week) => (
          <tr key={week.find(Boolean)} className="align-top">
            {week.map((date, index) => {
              const day = date ? days.get(date) : undefined
              return (
                <td
                  key={date ?? `vazio-${index}`}
                  className={`h-32 border border-brand-100 p-1.5 ${date ? '' : 'bg-brand-50/40'} ${day?.full ? 'bg-red-50/60' : ''}`}
                >
                  {date && day ? (
                    <div className="space-y-1">
                      <div className="flex flex-wrap items-center justify-between gap-1">
                        <span
                          className={`text-sm font-bold ${date === today ? 'rounded-full bg-brand-600 px-2 text-white' : ''}`}
                          aria-label={dayLabel(date)}
                        >
                          {Number(date.slice(8))}
                        </span>
                        <DayState day={day} />
                      </div>
                      <AgendaDayContent day={day} />
                    </div>
                  ) : null}
                </td>
              )
            })}
          </tr>
        ))}
      </tbody>
    </table>
  )
}
