import { unstable_rethrow } from 'next/navigation'
import { allQuotes } from '@/lib/quotes/admin-quotes'
import { todayInSaoPaulo } from '@/lib/quotes/dates'
import { quotesCsv } from '@/lib/quotes/csv'

/** The quotes matching the dashboard's search, as a CSV download (administrators only). */
export async function GET(request: Request) {
  const search = new URL(request.url).searchParams.get('busca')?.trim().slice(0, 100) || undefined
  let rows
  try {
    rows = await allQuotes(search)
  } catch (error) {
    // The guard's redirects to the login pass through; a store that stays down gets the list's own text.
    unstable_rethrow(error)
    console.error('Erro ao exportar orçamentos', error)
    return new Response('Erro ao carregar orçamentos', { status: 503, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } })
  }
  return new Response(quotesCsv(rows), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="orcamentos-${todayInSaoPaulo()}.csv"`,
      'Cache-Control': 'private, no-store',
    },
  })
}
