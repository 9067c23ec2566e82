import { partyTypeIds, type PartyTypeId } from './party-types'
import { isQuoteStatus, type QuoteStatus } from './status'

/** The dashboard's filters; every one optional, all combined (and with the search). */
export type QuoteFilters = {
  status?: QuoteStatus
  partyType?: PartyTypeId
  /** Event date range, YYYY-MM-DD, both ends included. */
  eventFrom?: string
  eventTo?: string
  /** Received date range in São Paulo days, YYYY-MM-DD, both ends included. */
  receivedFrom?: string
  receivedTo?: string
  /** Where the client came from: the slug of a "Como nos conheceu?" choice. */
  source?: string
}

export type ListParams = { page: number; search?: string; filters: QuoteFilters }

// The slug of a lead source, as the database's check allows it.
const LEAD_SOURCE = /^[a-z0-9]+(-[a-z0-9]+)*$/

type Params = Record<string, string | string[] | undefined> | URLSearchParams

/** The URL parameter of each filter (Portuguese, as the administrator sees them in the address). */
export const filterParams = {
  status: 'status',
  partyType: 'tipo',
  eventFrom: 'evento_de',
  eventTo: 'evento_ate',
  receivedFrom: 'recebido_de',
  receivedTo: 'recebido_ate',
  source: 'origem',
} as const satisfies Record<keyof QuoteFilters, string>

const first = (params: Params, name: string) => {
  const value = params instanceof URLSearchParams ? params.get(name) : params[name]
  return (Array.isArray(value) ? value[0] : value)?.trim() || undefined
}

/** A real calendar date as YYYY-MM-DD, or undefined. */
function isoDate(value: string | undefined) {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) ? value : undefined
}

/** A range with its ends in order, whichever way round they were typed. */
function range(from: string | undefined, to: string | undefined): [string | undefined, string | undefined] {
  return from && to && from > to ? [to, from] : [from, to]
}

/** The filters of the dashboard's URL, made safe: unknown values are dropped, never an error. */
export function parseQuoteFilters(params: Params): QuoteFilters {
  const status = first(params, filterParams.status)
  const partyType = first(params, filterParams.partyType)
  const [eventFrom, eventTo] = range(
    isoDate(first(params, filterParams.eventFrom)),
    isoDate(first(params, filterParams.eventTo)),
  )
  const [receivedFrom, receivedTo] = range(
    isoDate(first(params, filterParams.receivedFrom)),
    isoDate(first(params, filterParams.receivedTo)),
  )
  const source = first(params, filterParams.source)
  const filters: QuoteFilters = {
    status: isQuoteStatus(status) ? status : undefined,
    partyType: (partyTypeIds as string[]).includes(partyType ?? '') ? (partyType as PartyTypeId) : undefined,
    eventFrom,
    eventTo,
    receivedFrom,
    receivedTo,
    source: source && LEAD_SOURCE.test(source) && source.length <= 40 ? source : undefined,
  }
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined)) as QuoteFilters
}

/** Page, search and filters of the dashboard's URL (`pagina`, `busca` and the filters above). */
export function parseListParams(params: Params): ListParams {
  const page = Number.parseInt(first(params, 'pagina') ?? '1', 10)
  const search = first(params, 'busca')?.slice(0, 100).trim() || undefined
  return {
    page: Number.isFinite(page) && page > 0 ? Math.min(page, 100_000) : 1,
    search,
    filters: parseQuoteFilters(params),
  }
}

/** The URL query of a list (page 1 and empty values left out), for links, pagination and the CSV. */
export function listQuery({ page = 1, search, filters }: Partial<ListParams>): string {
  const query = new URLSearchParams()
  if (search) query.set('busca', search)
  for (const [key, name] of Object.entries(filterParams)) {
    const value = filters?.[key as keyof QuoteFilters]
    if (value) query.set(name, value)
  }
  if (page > 1) query.set('pagina', String(page))
  const text = query.toString()
  return text ? `?${text}` : ''
}

export const hasFilters = (filters: QuoteFilters) => Object.keys(filters).length > 0

// São Paulo has kept UTC-3 all year since 2019.
const SAO_PAULO_OFFSET = '-03:00'

const nextDay = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10)

/** The received-date range as instants: from the first day's midnight to the midnight after the last day (exclusive). */
export function receivedBounds({ receivedFrom, receivedTo }: QuoteFilters) {
  return {
    from: receivedFrom ? `${receivedFrom}T00:00:00${SAO_PAULO_OFFSET}` : undefined,
    before: receivedTo ? `${nextDay(receivedTo)}T00:00:00${SAO_PAULO_OFFSET}` : undefined,
  }
}
