import { unstable_rethrow } from 'next/navigation'
import { getSiteChrome } from '@/lib/content/site'
import { exportQuotes } from '@/lib/quotes/admin-quotes'
import type { QuoteRow } from '@/lib/quotes/contract'
import { adminLeadSourceChoices } from '@/lib/content/lead-sources'
import { csvHeader, csvLine } from '@/lib/quotes/csv'
import { todayInSaoPaulo } from '@/lib/dates'
import { parseListParams } from '@/lib/quotes/filters'
import { describeFailure } from '@/lib/log/describe-failure'

/**
 * The quotes matching the dashboard's search and filters, as a CSV download (administrators
 * only), streamed batch by batch so the server's memory does not grow with the export.
 */
export async function GET(request: Request) {
  const { search, filters } = parseListParams(new URL(request.url).searchParams)
  const batches = exportQuotes(search, filters)
  const leadSources = await getSiteChrome().then(
    ({ settings }) => adminLeadSourceChoices(settings.leadSources),
    () => [],
  )
  const line = (row: QuoteRow) => csvLine(row, leadSources)
  // The first batch is read before answering: a signed-out caller is redirected, and a store that
  // is down gets the list's own text instead of a broken file.
  let first: Awaited<ReturnType<typeof batches.next>>
  try {
    first = await batches.next()
  } catch (error) {
    unstable_rethrow(error)
    console.error('Erro ao exportar orçamentos', describeFailure(error))
    return new Response('Erro ao carregar orçamentos', {
      status: 503,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    })
  }
  const encoder = new TextEncoder()
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(csvHeader() + (first.done ? '' : first.value.map(line).join(''))))
    },
    async pull(controller) {
      try {
        const next = first.done ? { done: true as const } : await batches.next()
        if (next.done) controller.close()
        else controller.enqueue(encoder.encode(next.value.map(line).join('')))
      } catch (error) {
        console.error('[orcamentos] falha na exportação CSV', describeFailure(error))
        controller.error(error)
      }
    },
    cancel() {
      void batches.return(undefined)
    },
  })
  return new Response(body, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="orcamentos-${todayInSaoPaulo()}.csv"`,
      'Cache-Control': 'private, no-store',
    },
  })
}
