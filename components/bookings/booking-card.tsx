import Link from 'next/link'
import type { QuoteBooking } from '@/lib/bookings/contract'
import { releaseHold } from '@/lib/bookings/actions/release-hold'
import { addDays, dayLabel } from '@/lib/dates/calendar'
import { formatDateBR, formatDateTimeBR } from '@/lib/dates'
import { HoldForm } from './hold-form'

type Props = { id: number; name: string; date: string | null; booking: QuoteBooking; holdDays: number; today: string }

const released = {
  admin: 'liberada no painel',
  status: 'liberada ao mudar o status',
  moved: 'movida para outra data',
  replaced: 'refeita',
} as const

/** How the quote's event day stands without it: "Lotado", "Bloqueado", or how many of the capacity are taken. */
function roomText(room: NonNullable<QuoteBooking['room']>) {
  if (room.blocked) return 'O dia está bloqueado na agenda.'
  const taken = `${room.confirmed} ${room.confirmed === 1 ? 'evento confirmado' : 'eventos confirmados'} e ${room.holds} ${room.holds === 1 ? 'pré-reserva' : 'pré-reservas'} de ${room.capacity} por dia`
  return room.fits ? `Neste dia: ${taken}. Ainda cabe este evento.` : `Neste dia: ${taken}. O dia está lotado.`
}

/**
 * The quote in the agenda: its confirmed date or its hold (with the deadline and any override), the
 * room its day has, "Pré-reservar" and "Liberar data" (plain forms), and its earlier bookings.
 */
export function BookingCard({ id, name, date, booking, holdDays, today }: Props) {
  const { active, room, past } = booking
  const suggestedUntil = date ? [addDays(today, holdDays), date].sort()[0]! : addDays(today, holdDays)
  return (
    <section
      aria-labelledby="reserva-titulo"
      className="space-y-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-brand-100"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="reserva-titulo" className="text-lg font-semibold text-ink">
          Reserva da data
        </h2>
        {date ? (
          <Link
            href={`/admin/agenda?mes=${date.slice(0, 7)}`}
            className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
          >
            Ver na agenda
          </Link>
        ) : null}
      </div>
      {active === null ? (
        <p>Nenhuma data reservada para este orçamento.</p>
      ) : active.kind === 'confirmed' ? (
        <p className="rounded-xl bg-emerald-50 p-3 font-semibold text-emerald-900 ring-1 ring-emerald-200">
          Data confirmada: {dayLabel(active.day)} de {active.day.slice(0, 4)}.
        </p>
      ) : (
        <p
          className={`rounded-xl p-3 font-semibold ring-1 ${active.live ? 'bg-amber-50 text-amber-950 ring-amber-300' : 'bg-red-50 text-red-800 ring-red-200'}`}
        >
          {active.live
            ? `Pré-reserva de ${formatDateBR(active.day)} até ${formatDateBR(active.until!)}: sem o sinal até lá, a data é liberada.`
            : `A pré-reserva de ${formatDateBR(active.day)} venceu em ${formatDateBR(active.until!)}: a data já não conta e será liberada na tarefa diária.`}
        </p>
      )}
      {active?.override ? (
        <p className="text-sm">
          <span className="font-semibold">Reservado acima da capacidade:</span>{' '}
          <span className="[overflow-wrap:anywhere]">{active.override}</span>
        </p>
      ) : null}
      {room && active?.kind !== 'confirmed' ? <p className="text-sm text-muted">{roomText(room)}</p> : null}
      {active?.kind === 'hold' ? (
        <form action={releaseHold}>
          <input type="hidden" name="id" value={id} />
          <button
            type="submit"
            className="min-h-11 rounded-full px-4 font-bold text-red-800 ring-1 ring-red-300 hover:bg-red-50"
          >
            Liberar data<span className="sr-only"> de {name}</span>
          </button>
        </form>
      ) : null}
      {active?.kind === 'confirmed' ? null : (
        <details className="rounded-xl ring-1 ring-brand-100 open:p-3">
          <summary className="min-h-11 cursor-pointer content-center px-3 font-semibold text-brand-700">
            {active ? 'Mudar o prazo da pré-reserva' : 'Pré-reservar data'}
          </summary>
          <p className="my-2 text-sm text-muted">
            A data fica segura para este cliente até o prazo do sinal; sem o sinal, a tarefa diária a libera e o
            orçamento volta para Em contato.
          </p>
          <HoldForm
            id={id}
            day={active?.day ?? date ?? ''}
            until={active?.live ? active.until! : suggestedUntil}
            today={today}
          />
        </details>
      )}
      {past.length > 0 ? (
        <div className="space-y-1 text-sm">
          <h3 className="font-semibold">Reservas anteriores</h3>
          <ul className="space-y-1 text-muted">
            {past.map((entry, index) => (
              <li key={index}>
                {entry.kind === 'hold' ? 'Pré-reserva' : 'Data confirmada'} de {formatDateBR(entry.day)}:{' '}
                {entry.lapsedAt
                  ? `venceu sem o sinal (${formatDateTimeBR(entry.lapsedAt)})`
                  : `${released[entry.reason ?? 'admin']} (${formatDateTimeBR(entry.releasedAt ?? '')})`}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  )
}
