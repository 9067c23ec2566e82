import type { Metadata } from 'next'
import Link from 'next/link'
import { AdminHeader } from '@/components/admin/admin-header'
import { EventSheet } from '@/components/contacts/event-sheet'
import { PrintButton } from '@/components/admin/print-button'
import { requireAdmin } from '@/lib/auth/guard'
import { addDays, isoDate, weekday } from '@/lib/dates/calendar'
import { weekSheets } from '@/lib/contacts/admin-contacts'
import { formatDateBR, todayInSaoPaulo } from '@/lib/dates'

export const metadata: Metadata = { title: 'Semana' }

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/** The Monday of the week of `day`. */
const monday = (day: string) => addDays(day, -((weekday(day) + 6) % 7))

/** "Semana": every confirmed event of a week (Monday to Sunday), in date and time order, to print for the kitchen. */
export default async function WeekPage({ searchParams }: Props) {
  const admin = await requireAdmin()
  const { de } = await searchParams
  const first = monday((typeof de === 'string' && isoDate(de)) || todayInSaoPaulo())
  const last = addDays(first, 6)
  const sheets = await weekSheets(first, last)
  return (
    <>
      <AdminHeader email={admin.email} current="agenda" />
      <main className="mx-auto max-w-3xl space-y-5 px-4 py-6 sm:px-6 print:max-w-none print:space-y-6 print:p-0">
        <nav aria-label="Semanas" className="flex flex-wrap items-center justify-between gap-2 print:hidden">
          <Link
            href={`/admin/agenda/semana?de=${addDays(first, -7)}`}
            className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
          >
            ← Semana anterior
          </Link>
          <PrintButton label="Imprimir semana" />
          <Link
            href={`/admin/agenda/semana?de=${addDays(first, 7)}`}
            className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
          >
            Próxima semana →
          </Link>
        </nav>
        <h1 className="text-2xl font-semibold text-brand-800 print:text-lg print:text-black">
          Semana de {formatDateBR(first)} a {formatDateBR(last)}
        </h1>
        {sheets.length === 0 ? (
          <p className="text-muted">Nenhum evento confirmado nesta semana.</p>
        ) : (
          <>
            <p className="text-muted print:text-black">
              {sheets.length} {sheets.length === 1 ? 'evento confirmado' : 'eventos confirmados'}.
            </p>
            {sheets.map((sheet) => (
              <EventSheet key={sheet.id} sheet={sheet} headingId={`evento-${sheet.id}`} />
            ))}
          </>
        )}
      </main>
    </>
  )
}
