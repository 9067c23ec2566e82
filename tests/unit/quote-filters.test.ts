import { describe, expect, it } from 'vitest'
import { listQuery, parseListParams, parseQuoteFilters, receivedBounds } from '@/lib/quotes/filters'

describe('dashboard filters from the URL', () => {
  it.each([
    [{}, {}],
    [{ status: 'em_contato' }, { status: 'em_contato' }],
    [{ status: 'arquivado' }, {}],
    [{ status: ['perdido', 'novo'] }, { status: 'perdido' }],
    [{ tipo: 'festa-junina' }, { partyType: 'festa-junina' }],
    [{ tipo: 'casamento' }, {}],
    [
      { evento_de: '2026-12-01', evento_ate: '2026-12-31' },
      { eventFrom: '2026-12-01', eventTo: '2026-12-31' },
    ],
    [
      { evento_de: '2026-12-31', evento_ate: '2026-12-01' },
      { eventFrom: '2026-12-01', eventTo: '2026-12-31' },
    ],
    [{ evento_de: '2026-02-30' }, {}],
    [{ evento_ate: '31/12/2026' }, {}],
    [{ recebido_de: ' 2026-11-01 ', recebido_ate: '' }, { receivedFrom: '2026-11-01' }],
    [{ recebido_ate: "2026-11-01' or 1=1" }, {}],
  ])('%j -> %j', (params, filters) => {
    expect(parseQuoteFilters(params)).toEqual(filters)
  })

  it.each([
    [{}, { page: 1, search: undefined, filters: {} }],
    [
      { pagina: '3', busca: '  Pinheiros ' },
      { page: 3, search: 'Pinheiros', filters: {} },
    ],
    [{ pagina: '-2' }, { page: 1, search: undefined, filters: {} }],
    [{ pagina: 'x' }, { page: 1, search: undefined, filters: {} }],
    [{ pagina: '999999999' }, { page: 100_000, search: undefined, filters: {} }],
    [{ busca: 'a'.repeat(150) }, { page: 1, search: 'a'.repeat(100), filters: {} }],
  ])('page and search %j -> %j', (params, parsed) => {
    expect(parseListParams(params)).toEqual(parsed)
  })

  it('reads URLSearchParams too (the CSV route)', () => {
    expect(parseListParams(new URLSearchParams('busca=Ana&status=novo&tipo=Corporativo'))).toEqual({
      page: 1,
      search: 'Ana',
      filters: { status: 'novo', partyType: 'Corporativo' },
    })
  })

  it.each([
    [{}, ''],
    [{ page: 1, search: 'Ana' }, '?busca=Ana'],
    [
      { page: 2, search: 'Ana Lima', filters: { status: 'novo' as const, eventFrom: '2026-12-01' } },
      '?busca=Ana+Lima&status=novo&evento_de=2026-12-01&pagina=2',
    ],
  ])('writes %j back as %s', (params, query) => {
    expect(listQuery(params)).toBe(query)
  })

  it('round-trips through the URL', () => {
    const params = {
      page: 4,
      search: 'Moema',
      filters: {
        status: 'fechado' as const,
        partyType: 'festa-adulto' as const,
        receivedFrom: '2026-01-01',
        receivedTo: '2026-01-31',
      },
    }
    expect(parseListParams(new URLSearchParams(listQuery(params)))).toEqual(params)
  })

  it('turns received days into São Paulo instants, the last day included', () => {
    expect(receivedBounds({ receivedFrom: '2026-11-01', receivedTo: '2026-11-30' })).toEqual({
      from: '2026-11-01T00:00:00-03:00',
      before: '2026-12-01T00:00:00-03:00',
    })
    expect(receivedBounds({})).toEqual({ from: undefined, before: undefined })
  })
})
