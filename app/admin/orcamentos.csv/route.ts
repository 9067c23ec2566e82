import { allQuotes } from '@/lib/quotes/admin-quotes'
import { todayInSaoPaulo } from '@/lib/quotes/dates'
import { quotesCsv } from '@/lib/quotes/csv'

/** The quotes matching the dashboard's search, as a CSV download (administrators only). */
export async function GET(request: Request) {
  const search = new URL(request.url).searchParams.get('busca')?.trim().slice(0, 100) || undefined
  const rows = await allQuotes(search)
  return new Response(quotesCsv(rows), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="orcamentos-${todayInSaoPaulo()}.csv"`,
      'Cache-Control': 'private, no-store',
    },
  })
}
