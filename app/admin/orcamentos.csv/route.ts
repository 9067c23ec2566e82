import { allQuotes } from '@/lib/quotes/admin-quotes'
import { todayInSaoPaulo } from '@/lib/quotes/dates'
import { quotesCsv } from '@/lib/quotes/csv'
import { parseListParams } from '@/lib/quotes/list-params'

/** The quotes matching the dashboard's search, as a CSV download (administrators only). */
export async function GET(request: Request) {
  const { search } = parseListParams(new URL(request.url).searchParams)
  const rows = await allQuotes(search)
  return new Response(quotesCsv(rows), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="orcamentos-${todayInSaoPaulo()}.csv"`,
      'Cache-Control': 'private, no-store',
    },
  })
}
