import Link from 'next/link'
import { listQuotes, PAGE_SIZE } from '@/lib/quotes/admin-quotes'
import { displayQuote, quoteColumns } from '@/lib/quotes/display'
import { listQuery, type ListParams } from '@/lib/quotes/filters'
import { followUpLinks, type FollowUpTemplates } from '@/lib/quotes/follow-up'
import type { QuotePage, QuoteRow } from '@/lib/quotes/contract'
import { depositLabel, proposalsByQuote } from '@/lib/proposals/admin-proposals'
import type { ProposalSummary } from '@/lib/proposals/contract'
import { quotesOnFullDays } from '@/lib/bookings/admin-bookings'
import { lostReasonLabel } from '@/lib/quotes/lost-reasons'
import { formatDateBR } from '@/lib/dates'
import type { LeadSourceChoice } from '@/lib/content/lead-sources'
import { FullDateMark } from '@/components/bookings/full-date-mark'
import { QuoteFilters } from './quote-filters'
import { QuotePipelineControl } from './quote-pipeline-control'
import { describeFailure } from '@/lib/log/describe-failure'

type Props = ListParams & { businessName: string; leadSources: LeadSourceChoice[]; templates?: FollowUpTemplates }

type Extras = { businessName: string; onFullDays: ReadonlySet<number>; templates?: FollowUpTemplates }

// Only a quote still open is at risk on a full day; the won ones are what fills it.
const onFullDate = (row: QuoteRow, onFullDays: ReadonlySet<number>) => onFullDays.has(Number(row.id))

function Pagination({ page, total, ...params }: ListParams & { total: number }) {
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE))
  if (pages <= 1) return null
  const link = 'rounded-full px-4 py-2 font-bold text-brand-700 ring-1 ring-brand-200 hover:bg-white'
  return (
    <nav aria-label="Páginas de orçamentos" className="flex items-center justify-center gap-3">
      {page > 1 ? (
        <Link href={`/admin${listQuery({ ...params, page: page - 1 })}`} className={link} rel="prev">
          Anterior
        </Link>
      ) : null}
      <span aria-current="page">
        Página {Math.min(page, pages)} de {pages}
      </span>
      {page < pages ? (
        <Link href={`/admin${listQuery({ ...params, page: page + 1 })}`} className={link} rel="next">
          Próxima
        </Link>
      ) : null}
    </nav>
  )
}

// On a phone each row is a card (CSS only, same elements): the contact columns and the message
// give way to the follow-up buttons, and each cell names itself with its heading.
const cellClass: Partial<Record<(typeof quoteColumns)[number][0], string>> = {
  id: 'hidden md:table-cell',
  name: 'col-span-2 text-base font-bold md:text-sm md:font-normal md:whitespace-nowrap',
  email: 'hidden md:table-cell md:min-w-52 md:[overflow-wrap:anywhere]',
  phone: 'hidden md:table-cell md:whitespace-nowrap',
  whatsapp: 'hidden md:table-cell md:whitespace-nowrap',
  partyTypes: 'col-span-2',
  message: 'hidden md:table-cell md:max-w-xs',
} // Status comes right after the name: on a laptop screen it is visible without scrolling sideways.
const columns = [...quoteColumns.slice(0, 2), ['status', 'Status'] as const, ...quoteColumns.slice(2)]

const labelled =
  'before:block before:text-xs before:font-semibold before:text-muted before:content-[attr(data-label)] md:before:hidden'

function QuoteTable({
  rows,
  businessName,
  proposals,
  onFullDays,
  templates,
}: QuotePage & Extras & { proposals: Map<number, ProposalSummary> }) {
  return (
    <div className="md:overflow-x-auto md:rounded-2xl md:bg-white md:shadow md:ring-1 md:ring-brand-100">
      <table className="block w-full text-left text-sm md:table md:min-w-[1400px]">
        <thead className="hidden bg-brand-700 text-white md:table-header-group">
          <tr>
            {columns.map(([key, heading]) => (
              <th key={key} scope="col" className="px-3 py-3 font-semibold whitespace-nowrap">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="block space-y-3 md:table-row-group md:space-y-0">
          {rows.map((row) => {
            const quote = displayQuote(row)
            return (
              <tr
                key={row.id}
                className="grid grid-cols-2 gap-x-4 gap-y-2 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-brand-100 md:table-row md:rounded-none md:p-0 md:shadow-none md:ring-0 md:align-top md:even:bg-brand-50/40 md:[&+tr]:border-t md:[&+tr]:border-brand-100"
              >
                {columns.map(([key, heading]) =>
                  key === 'status' ? (
                    // On a phone this cell comes last (order-last): the follow-up buttons sit at the bottom of the card, within thumb reach.
                    <td
                      key={key}
                      data-label={heading}
                      className="order-last col-span-2 block border-t border-brand-100 pt-3 md:table-cell md:min-w-60 md:border-0 md:px-3 md:py-3"
                    >
                      <QuotePipelineControl
                        id={row.id}
                        name={quote.name}
                        status={row.status}
                        links={followUpLinks(row, businessName, templates)}
                      />
                      <DepositBadge summary={proposals.get(row.id)} />
                      {row.next_contact ? (
                        <p className="mt-2 text-xs text-muted">Próximo contato: {formatDateBR(row.next_contact)}</p>
                      ) : null}
                      {row.status === 'perdido' && row.lost_reason ? (
                        <p className="mt-2 text-xs text-muted">
                          Motivo: {lostReasonLabel(row.lost_reason, row.lost_reason_detail)}
                        </p>
                      ) : null}
                    </td>
                  ) : (
                    <td
                      key={key}
                      data-label={heading}
                      className={`block md:table-cell md:px-3 md:py-3 ${key === 'name' ? '' : labelled} ${cellClass[key] ?? 'md:whitespace-nowrap'}`}
                    >
                      {key === 'name' ? (
                        <Link
                          href={`/admin/orcamentos/${row.id}`}
                          className="text-brand-800 underline decoration-brand-300 underline-offset-2 hover:decoration-brand-700"
                        >
                          {quote.name}
                        </Link>
                      ) : key === 'message' ? (
                        <details className="group">
                          <summary
                            className="line-clamp-3 cursor-pointer list-none group-open:line-clamp-none"
                            title="Clique para ver a mensagem completa"
                          >
                            {quote.message}
                          </summary>
                        </details>
                      ) : key === 'eventDate' ? (
                        <>
                          {quote.eventDate}
                          {onFullDate(row, onFullDays) ? <FullDateMark /> : null}
                        </>
                      ) : (
                        quote[key]
                      )}
                    </td>
                  ),
                )}
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}

/** "Sinal pago" / "Sinal pendente" under the status of a quote whose proposal was accepted. */
function DepositBadge({ summary }: { summary: ProposalSummary | undefined }) {
  const label = depositLabel(summary)
  if (!label) return null
  const paid = label === 'Sinal pago'
  return (
    <p
      className={`mt-2 inline-block rounded-full px-3 py-1 text-xs font-bold ring-1 ${paid ? 'bg-emerald-100 text-emerald-900 ring-emerald-300' : 'bg-amber-100 text-amber-950 ring-amber-300'}`}
    >
      {label}
    </p>
  )
}

/** The quotes' proposals for the deposit badges; a failure only hides the badges. */
async function proposalsOf(rows: QuotePage['rows']) {
  try {
    return await proposalsByQuote(rows.map(({ id }) => id))
  } catch (error) {
    console.error('[admin] falha ao ler as propostas da lista', describeFailure(error))
    return new Map<number, ProposalSummary>()
  }
}

/** 'Orçamentos Recebidos (n)': search and filters, CSV export, the table (cards on a phone) and its pages, or the error/empty state. */
export async function QuoteList({ page, search, filters, businessName, leadSources, templates }: Props) {
  let result: QuotePage
  try {
    result = await listQuotes({ page, search, filters })
  } catch (error) {
    console.error('Erro ao carregar orçamentos', describeFailure(error))
    return (
      <p role="alert" className="rounded-2xl border border-red-300 bg-red-50 p-4 font-semibold text-red-700">
        Erro ao carregar orçamentos
      </p>
    )
  }
  const proposals = await proposalsOf(result.rows)
  return (
    <section aria-labelledby="orcamentos-titulo" className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="orcamentos-titulo" className="text-xl font-semibold text-ink">
          Orçamentos Recebidos ({result.total})
        </h2>
        {result.total > 0 ? (
          <a
            href={`/admin/orcamentos.csv${listQuery({ search, filters })}`}
            download
            className="rounded-full border-2 border-brand-600 px-4 py-2 font-bold text-brand-700 hover:bg-white"
          >
            Exportar CSV ({result.total})
          </a>
        ) : null}
      </div>
      <QuoteFilters search={search} filters={filters} leadSources={leadSources} />
      {result.rows.length === 0 ? (
        <p className="rounded-2xl bg-white p-6 text-center text-muted">Nenhum orçamento encontrado</p>
      ) : (
        <QuoteTable
          {...result}
          businessName={businessName}
          proposals={proposals}
          onFullDays={await quotesOnFullDays(result.rows.map(({ id }) => Number(id)))}
          templates={templates}
        />
      )}
      <Pagination page={page} total={result.total} search={search} filters={filters} />
    </section>
  )
}
