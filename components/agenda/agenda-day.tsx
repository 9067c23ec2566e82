import Link from 'next/link'
import type { AgendaBooking, AgendaDay as Day } from '@/lib/agenda/contract'
import { unblockDate } from '@/lib/bookings/actions/unblock-date'
import { formatDateBR } from '@/lib/dates'
import { statusLabel } from '@/lib/quotes/status'
import { listQuery } from '@/lib/quotes/filters'

const quoteLink =
  'font-semibold text-brand-800 underline decoration-brand-300 underline-offset-2 hover:decoration-brand-700 [overflow-wrap:anywhere]'

/** How full the day is: "Bloqueado", "Lotado", then confirmed events against the capacity and the holds. */
export function DayState({ day }: { day: Day }) {
  const counted = day.confirmed + day.holds
  return (
    <span className="flex flex-wrap items-center gap-1">
      {day.blockedNote !== null ? (
        <span className="rounded-full bg-stone-700 px-2 py-0.5 text-xs font-bold text-white">Bloqueado</span>
      ) : null}
      {day.blockedNote === null && day.full ? (
        <span className="rounded-full bg-red-100 px-2 py-0.5 text-xs font-bold text-red-800 ring-1 ring-red-300">
          Lotado
        </span>
      ) : null}
      {counted > 0 ? (
        <span className="text-xs text-muted">
          {`${day.confirmed}/${day.capacity} confirmados`}
          {day.holds > 0 ? ` · ${day.holds} ${day.holds === 1 ? 'pré-reserva' : 'pré-reservas'}` : ''}
          {counted > day.capacity ? ` · +${counted - day.capacity} acima` : ''}
        </span>
      ) : null}
    </span>
  )
}

function BookingEntry({ booking }: { booking: AgendaBooking }) {
  const hold = booking.kind === 'hold'
  return (
    <li
      className={`rounded-lg px-2 py-1 ring-1 ${hold ? 'bg-amber-50 ring-amber-300' : 'bg-emerald-50 ring-emerald-200'}`}
    >
      <Link href={`/admin/orcamentos/${booking.id}`} className={quoteLink}>
        {booking.name ?? `#${booking.id}`}
      </Link>
      <span className="block text-xs text-ink">
        {hold ? `Pré-reserva até ${formatDateBR(booking.until ?? '').slice(0, 5)} · ` : ''}
        {[booking.time, booking.neighborhood, booking.guests !== null ? `${booking.guests} convidados` : null]
          .filter(Boolean)
          .join(' · ')}
      </span>
      {booking.override ? (
        <span className="block text-xs font-semibold text-red-800 [overflow-wrap:anywhere]">
          Acima da capacidade: {booking.override}
        </span>
      ) : null}
    </li>
  )
}

/**
 * A day's content: the block's note, its bookings (confirmed events, then holds with their deadline,
 * each with an override's reason when it passed the rule) and the open quotes asking for it; "+ N"
 * opens the list of that day when more than fit here.
 */
export function AgendaDayContent({ day }: { day: Day }) {
  const moreBooked = day.bookingsTotal - day.bookings.length
  const moreOpen = day.openTotal - day.open.length
  const dayList = `/admin${listQuery({ filters: { eventFrom: day.day, eventTo: day.day } })}`
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
      {day.bookings.length > 0 ? (
        <ul aria-label="Eventos e pré-reservas" className="space-y-1">
          {day.bookings.map((booking) => (
            <BookingEntry key={booking.id} booking={booking} />
          ))}
        </ul>
      ) : null}
      {moreBooked > 0 ? (
        <Link href={dayList} className="block px-2 text-xs font-semibold text-brand-700 underline">
          {`+ ${moreBooked} ${moreBooked === 1 ? 'reserva' : 'reservas'}`}
        </Link>
      ) : null}
      {day.open.length > 0 ? (
        <ul aria-label="Orçamentos em aberto para este dia" className="space-y-1">
          {day.open.map((quote) => (
            <li key={quote.id} className="px-2 text-xs">
              <Link href={`/admin/orcamentos/${quote.id}`} className={quoteLink}>
                {quote.name ?? `#${quote.id}`}
              </Link>{' '}
              <span className="text-muted">({statusLabel(quote.status)})</span>
            </li>
          ))}
        </ul>
      ) : null}
      {moreOpen > 0 ? (
        <Link href={dayList} className="block px-2 text-xs font-semibold text-brand-700 underline">
          {`+ ${moreOpen} em aberto`}
        </Link>
      ) : null}
    </div>
  )
}
