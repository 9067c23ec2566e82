import type { Metadata } from 'next'
import Link from 'next/link'
import { AdminHeader } from '@/components/admin/admin-header'
import { AgendaMonth } from '@/components/agenda/agenda-month'
import { AgendaWeeks } from '@/components/agenda/agenda-weeks'
import { BlockDateForm } from '@/components/bookings/block-date-form'
import { CapacityForm } from '@/components/bookings/capacity-form'
import { agendaDays } from '@/lib/agenda/admin-agenda'
import { eventsPerDay } from '@/lib/bookings/admin-bookings'
import { monthBounds, monthLabel, monthOf, shiftMonth } from '@/lib/dates/calendar'
import { requireAdmin } from '@/lib/auth/guard'
import { todayInSaoPaulo } from '@/lib/dates'

export const metadata: Metadata = { title: 'Agenda' }

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

const navLink =
  'inline-flex min-h-11 items-center rounded-full px-4 font-bold text-brand-700 ring-1 ring-brand-200 hover:bg-white'

/** The month's dates: won events, open quotes asking for each day, full and blocked days; the capacity and the blocks. */
export default async function AgendaPage({ searchParams }: Props) {
  const admin = await requireAdmin()
  const today = todayInSaoPaulo()
  const requested = (await searchParams).mes
  const month = monthOf(typeof requested === 'string' ? requested : undefined, today)
  const { first, last } = monthBounds(month)
  const [days, capacity] = await Promise.all([agendaDays(first, last), eventsPerDay()])
  const byDay = new Map(days.map((day) => [day.day, day]))
  return (
    <>
      <AdminHeader email={admin.email} current="agenda" />
      <main className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 className="text-xl font-semibold text-ink first-letter:uppercase">Agenda de {monthLabel(month)}</h2>
          <nav aria-label="Meses" className="flex flex-wrap gap-2">
            <Link href={`/admin/agenda?mes=${shiftMonth(month, -1)}`} className={navLink} rel="prev">
              ← Mês anterior
            </Link>
            {month !== today.slice(0, 7) ? (
              <Link href="/admin/agenda" className={navLink}>
                Hoje
              </Link>
            ) : null}
            <Link href={`/admin/agenda?mes=${shiftMonth(month, 1)}`} className={navLink} rel="next">
              Próximo mês →
            </Link>
          </nav>
        </div>
        <p className="text-sm text-muted">
          Verde: eventos confirmados. Amarelo: pré-reservas, com o prazo do sinal. Abaixo, os orçamentos em aberto que
          pedem o mesmo dia. Um dia lota com {capacity} {capacity === 1 ? 'reserva' : 'reservas'} (confirmadas e
          pré-reservas), ou quando é bloqueado: o site não aceita mais propostas para ele e avisa o visitante que a data
          provavelmente está ocupada. &quot;Acima da capacidade&quot; mostra uma reserva feita mesmo assim, com o
          motivo.
        </p>
        <nav aria-label="Agenda impressa e no celular" className="flex flex-wrap gap-2">
          <Link href="/admin/agenda/semana" className={navLink}>
            Semana (para imprimir)
          </Link>
          <Link href="/admin/agenda/celular" className={navLink}>
            Agenda no celular
          </Link>
        </nav>
        <AgendaMonth month={month} days={byDay} today={today} />
        <AgendaWeeks month={month} days={byDay} today={today} />
        <section
          aria-label="Capacidade e bloqueios"
          className="grid gap-6 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-brand-100 md:grid-cols-2"
        >
          <CapacityForm value={capacity} />
          <BlockDateForm />
        </section>
      </main>
    </>
  )
}
