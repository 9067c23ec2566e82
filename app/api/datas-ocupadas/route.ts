import { getBookingStore } from '@/lib/bookings/store'
import { describeFailure } from '@/lib/log/describe-failure'

// Never at build time. The answer is kept 30 seconds in this process (a burst of page views costs
// one query) and dropped by every change made here; an answer read while a change was being made is
// never kept (lib/db/brief-cache.ts).
export const dynamic = 'force-dynamic'

/** The full days of the next 18 months for the quote form's note: dates only, never whose event. */
export async function GET() {
  try {
    return Response.json(
      { dates: await getBookingStore().publicFullDates() },
      { headers: { 'Cache-Control': 'public, max-age=0, must-revalidate' } },
    )
  } catch (error) {
    console.error('[agenda] datas ocupadas indisponíveis', describeFailure(error))
    // The form works without the note: an empty answer never blocks a quote.
    return Response.json({ dates: [] }, { status: 503, headers: { 'Cache-Control': 'no-store' } })
  }
}
