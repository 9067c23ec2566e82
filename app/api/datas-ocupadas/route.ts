import { publicFullDates } from '@/lib/agenda/full-dates'

// Read at request time from the cache that each status change expires (never at build time).
export const dynamic = 'force-dynamic'

/** The full days of the next 18 months for the quote form's note: dates only, never whose event. */
export async function GET() {
  try {
    return Response.json({ dates: await publicFullDates() }, { headers: { 'Cache-Control': 'public, max-age=0, must-revalidate' } })
  } catch (error) {
    console.error('[agenda] datas ocupadas indisponíveis', error)
    // The form works without the note: an empty answer never blocks a quote.
    return Response.json({ dates: [] }, { status: 503, headers: { 'Cache-Control': 'no-store' } })
  }
}
