// The dashboard's address: ?busca= (search text) and ?pagina= (page number). Read and written
// only here, by the page, the CSV export and the list's links.

type Params = Record<string, string | string[] | undefined> | URLSearchParams

const first = (params: Params, name: string) => {
  const value = params instanceof URLSearchParams ? (params.get(name) ?? undefined) : params[name]
  return Array.isArray(value) ? value[0] : value
}

/** The page and search of the dashboard's URL, made safe. */
export function parseListParams(params: Params): { page: number; search?: string } {
  const page = Number.parseInt(first(params, 'pagina') ?? '1', 10)
  const search = first(params, 'busca')?.trim().slice(0, 100) || undefined
  return { page: Number.isFinite(page) && page > 0 ? Math.min(page, 100_000) : 1, search }
}

function withParams(path: string, page: number, search?: string) {
  const params = new URLSearchParams()
  if (search) params.set('busca', search)
  if (page > 1) params.set('pagina', String(page))
  const query = params.toString()
  return query ? `${path}?${query}` : path
}

/** The dashboard's link to a page of results. */
export const listHref = (page: number, search?: string) => withParams('/admin', page, search)

/** The CSV export of every quote matching the search. */
export const csvHref = (search?: string) => withParams('/admin/orcamentos.csv', 1, search)
