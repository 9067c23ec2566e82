import { getAgendaStore } from '@/lib/agenda/store'

// Read from the database on every request (never at build time). A server cache expired by each
// change kept a freed date full for up to an hour when a read begun before the change stored its
// answer after it (two parallel e2e workers hit that race).
export const dynamic = 'force-dynamic'

/** The full days of the next 18 months for the quote form's note: dates only, never whose event. */
export async function GET() {
  try {
    return Response.json({ dates: await getAgendaStore().publicFullDates() }, { headers: { 'Cache-Control': 'public, max-age=0, must-revalidate' } })
  } catch (error) {
    console.error('[agenda] datas ocupadas indisponíveis', error)
    // The form works without the note: an empty answer never blocks a quote.
    return Response.json({ dates: [] }, { status: 503, headers: { 'Cache-Control': 'no-store' } })
  }
}
