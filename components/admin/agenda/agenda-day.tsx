import Link from 'next/link'
import type { AgendaDay as Day } from '@/lib/agenda/contract'
import { unblockDate } from '@/lib/agenda/actions/unblock-date'
import { statusLabel } from '@/lib/quotes/status'
import { listQuery } from '@/lib/quotes/filters'

const quoteLink = 'font-semibold text-brand-800 underline decoration-brand-300 underline-offset-2 hover:decoration-brand-700 [overflow-wrap:anywhere]'

/** How full the day is: "Lotado" (won events at capacity), "Bloqueado", or the count of won events. */
export function DayState({ day }: { day: Day }) {
  if (day.blockedNote !== null) return <span className="rounded-full bg-stone-700 px-2 py-0.5 text-xs font-bold text-white">Bloqueado</span>
  if (day.full) return <span className="rounded-full bg-red-100 px-2 py-0.5 text-xs font-bold text-red-800 ring-1 ring-red-300">Lotado</span>
  return day.booked > 0 ? <span className="text-xs text-muted">{`${day.booked} de ${day.capacity} eventos`}</span> : null
}

/** A day's content: the block's note, its won events (name, time, neighbourhood, guests) and the open quotes asking for it. */
export function AgendaDayContent({ day }: { day: Day }) {
  const more = day.openTotal - day.open.length
  return (
    <div className="space-y-2 text-sm">
      {day.blockedNote !== null ? (
        <div className="space-y-1">
          {day.blockedNote ? <p className="text-muted [overflow-wrap:anywhere]">{day.blockedNote}</p> : null}
          <form action={unblockDate}>
            <input type="hidden" name="date" value={day.day} />
            <button type="submit" className="min-h-11 font-semibold text-brand-700 underline md:min-h-0">
              Desbloquear<span className="sr-only"> {day.day}</span>
            </button>
          </form>
        </div>
      ) : null}
      {day.won.length > 0 ? (
        <ul aria-label="Eventos fechados" className="space-y-1">
          {day.won.map((event) => (
            <li key={event.id} className="rounded-lg bg-emerald-50 px-2 py-1 ring-1 ring-emerald-200">
              <Link href={`/admin/orcamentos/${event.id}`} className={quoteLink}>
                {event.name ?? `#${event.id}`}
              </Link>
              <span className="block text-xs text-ink">{[event.time, event.neighborhood, event.guests !== null ? `${event.guests} convidados` : null].filter(Boolean).join(' · ')}</span>
            </li>
          ))}
        </ul>
      ) : null}
      {day.open.length > 0 ? (
        <ul aria-label="Orçamentos em aberto para este dia" className="space-y-1">
          {day.open.map((quote) => (
            <li key={quote.id} className="px-2 text-xs">
              <Link href={`/admin/orcamentos/${quote.id}`} className={quoteLink}>
                {quote.name ?? `#${quote.id}`}
              </Link>{' '}
              <span className="text-muted">({quote.status ? statusLabel(quote.status) : 'em aberto'})</span>
            </li>
          ))}
        </ul>
      ) : null}
      {more > 0 ? (
        <Link href={`/admin${listQuery({ filters: { eventFrom: day.day, eventTo: day.day } })}`} className="block px-2 text-xs font-semibold text-brand-700 underline">
          {`+ ${more} em aberto`}
        </Link>
      ) : null}
    </div>
  )
}
