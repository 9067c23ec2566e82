import Link from 'next/link'
import { listQuotes, PAGE_SIZE } from '@/lib/quotes/admin-quotes'
import { displayQuote, quoteColumns } from '@/lib/quotes/display'
import type { QuotePage } from '@/lib/quotes/contract'
import { csvHref, listHref } from '@/lib/quotes/list-params'

type Props = { page: number; search?: string }

function SearchBar({ search, total }: { search?: string; total: number }) {
  const csv = csvHref(search)
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <form action="/admin" method="get" role="search" className="flex flex-wrap items-end gap-2">
        <div>
          <label htmlFor="busca" className="block text-sm font-semibold">
            Buscar por nome, e-mail, telefone ou bairro
          </label>
          <input id="busca" name="busca" type="search" defaultValue={search} maxLength={100} className="mt-1 w-72 max-w-full rounded-xl border border-brand-200 bg-white px-3 py-2 focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none" />
        </div>
        <button type="submit" className="rounded-full bg-brand-600 px-4 py-2 font-bold text-white hover:bg-brand-700">
          Buscar
        </button>
        {search ? (
          <Link href="/admin" className="px-2 py-2 font-semibold text-brand-700 underline">
            Limpar busca
          </Link>
        ) : null}
      </form>
      {total > 0 ? (
        <a href={csv} download className="rounded-full border-2 border-brand-600 px-4 py-2 font-bold text-brand-700 hover:bg-white">
          Exportar CSV ({total})
        </a>
      ) : null}
    </div>
  )
}

function Pagination({ page, total, search }: { page: number; total: number; search?: string }) {
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE))
  if (pages <= 1) return null
  const link = 'rounded-full px-4 py-2 font-bold text-brand-700 ring-1 ring-brand-200 hover:bg-white'
  return (
    <nav aria-label="Páginas de orçamentos" className="flex items-center justify-center gap-3">
      {page > 1 ? <Link href={listHref(page - 1, search)} className={link} rel="prev">Anterior</Link> : null}
      <span aria-current="page">
        Página {Math.min(page, pages)} de {pages}
      </span>
      {page < pages ? <Link href={listHref(page + 1, search)} className={link} rel="next">Próxima</Link> : null}
    </nav>
  )
}

function QuoteTable({ rows }: QuotePage) {
  return (
    <div className="overflow-x-auto rounded-2xl bg-white shadow ring-1 ring-brand-100">
      <table className="min-w-[1200px] w-full text-left text-sm">
        <thead className="bg-brand-700 text-white">
          <tr>
            {quoteColumns.map(([key, heading]) => (
              <th key={key} scope="col" className="px-3 py-3 font-semibold whitespace-nowrap">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const quote = displayQuote(row)
            return (
              <tr key={row.id} className="border-t border-brand-100 align-top even:bg-brand-50/40">
                {quoteColumns.map(([key]) =>
                  key === 'message' ? (
                    <td key={key} className="max-w-xs px-3 py-3">
                      <details className="group">
                        <summary className="line-clamp-3 cursor-pointer list-none group-open:line-clamp-none" title="Clique para ver a mensagem completa">
                          {quote.message}
                        </summary>
                      </details>
                    </td>
                  ) : (
                    <td key={key} className={`px-3 py-3 ${key === 'email' ? 'min-w-52 [overflow-wrap:anywhere]' : 'whitespace-nowrap'}`}>
                      {quote[key]}
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

/** 'Orçamentos Recebidos (n)': search, CSV export, the table and its pages, or the error/empty state. */
export async function QuoteList({ page, search }: Props) {
  let result: QuotePage
  try {
    result = await listQuotes({ page, search })
  } catch (error) {
    console.error('Erro ao carregar orçamentos', error)
    return (
      <p role="alert" className="rounded-2xl border border-red-300 bg-red-50 p-4 font-semibold text-red-700">
        Erro ao carregar orçamentos
      </p>
    )
  }
  return (
    <section aria-labelledby="orcamentos-titulo" className="space-y-5">
      <h2 id="orcamentos-titulo" className="text-xl font-semibold text-ink">
        Orçamentos Recebidos ({result.total})
      </h2>
      <SearchBar search={search} total={result.total} />
      {result.rows.length === 0 ? <p className="rounded-2xl bg-white p-6 text-center text-muted">Nenhum orçamento encontrado</p> : <QuoteTable {...result} />}
      <Pagination page={page} total={result.total} search={search} />
    </section>
  )
}
