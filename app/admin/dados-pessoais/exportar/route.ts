import { unstable_rethrow } from 'next/navigation'
import { exportCurrentPerson } from '@/lib/personal-data/admin-person-data'
import { todayInSaoPaulo } from '@/lib/dates'
import { describeFailure } from '@/lib/log/describe-failure'

const text = (body: string, status: number) =>
  new Response(body, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } })

/** The current person's data as a JSON file for them (administrators only; the export is recorded). */
export async function POST(request: Request) {
  // A form of this site only: another site's page cannot make the administrator's browser export.
  const origin = request.headers.get('origin')
  if (origin && URL.parse(origin)?.host !== request.headers.get('host')) return text('Origem não permitida', 403)
  let exported: Awaited<ReturnType<typeof exportCurrentPerson>>
  try {
    exported = await exportCurrentPerson('json')
  } catch (error) {
    unstable_rethrow(error)
    console.error('[dados-pessoais] falha na exportação', describeFailure(error))
    return text('Erro ao exportar os dados. Tente novamente.', 503)
  }
  if (!exported) return text('Busque a pessoa antes de exportar.', 400)
  return new Response(JSON.stringify(exported.data, null, 2), {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': `attachment; filename="dados-pessoais-${todayInSaoPaulo()}.json"`,
      'Cache-Control': 'private, no-store',
    },
  })
}
