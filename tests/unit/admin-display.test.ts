import { describe, expect, it } from 'vitest'
import { createSignInThrottle } from '@/lib/auth/sign-in-throttle'
import { quotesCsv } from '@/lib/quotes/csv'
import { displayQuote } from '@/lib/quotes/display'
import type { QuoteRow } from '@/lib/quotes/contract'
import { backoffMs, withRetries } from '@/lib/retry'

const row: QuoteRow = {
  id: 42,
  created_at: '2026-11-22 18:05:09.123+00',
  name: 'Maria "Mari" Souza',
  email: 'maria@exemplo.com',
  phone: '11 987654321',
  whatsapp: null,
  neighborhood: 'Moema',
  party_type: 'festa-infantil, Corporativo',
  guests: 60,
  date: '2026-12-20',
  event_time: '15:30',
  message: '=HYPERLINK("http://mal.example")',
}

describe('admin table formatting', () => {
  it('shows pt-BR dates, the event time with the date, labels and "-" for missing values', () => {
    expect(displayQuote(row)).toEqual({
      id: '42',
      name: 'Maria "Mari" Souza',
      email: 'maria@exemplo.com',
      phone: '11 987654321',
      whatsapp: '-',
      partyTypes: 'Festa Infantil, Festa Corporativa',
      guests: '60',
      eventDate: '20/12/2026 às 15:30',
      neighborhood: 'Moema',
      message: '=HYPERLINK("http://mal.example")',
      createdAt: '22/11/2026 15:05',
    })
  })

  it.each([
    [{ date: 'amanhã', event_time: null }, 'amanhã'],
    [{ date: null, event_time: '10:00:00' }, '10:00:00'],
    [{ date: null, event_time: null }, '-'],
    [{ date: '2026-12-20', event_time: '09:15:00' }, '20/12/2026 às 09:15'],
  ])('event date %j shows as %s (raw value when it cannot be parsed)', (change, shown) => {
    expect(displayQuote({ ...row, ...change }).eventDate).toBe(shown)
  })

  it('keeps an unparseable creation time as it is', () => {
    expect(displayQuote({ ...row, created_at: 'ontem' }).createdAt).toBe('ontem')
  })
})

describe('CSV export', () => {
  const csv = quotesCsv([row])

  it('starts with a UTF-8 BOM and uses ";" with quoted cells', () => {
    expect(csv.startsWith('\uFEFF"ID";"Nome";"Email";"Telefone";"WhatsApp";"Tipo de festa";"Convidados";"Data do evento";"Bairro";"Mensagem";"Recebido em"\r\n')).toBe(true)
  })

  it('escapes quotes and defuses spreadsheet formulas typed by visitors', () => {
    const line = csv.split('\r\n')[1]!
    expect(line).toContain('"Maria ""Mari"" Souza"')
    expect(line).toContain(`"'=HYPERLINK(""http://mal.example"")"`)
    expect(line).toContain('"20/12/2026 às 15:30"')
  })
})

describe('retries of the quote list', () => {
  it.each([
    [0, 1000],
    [1, 2000],
    [2, 4000],
    [5, 30000],
  ])('attempt %i waits %i ms', (attempt, ms) => {
    expect(backoffMs(attempt)).toBe(ms)
  })

  it('retries up to 3 times with the backoff, then gives up with the last error', async () => {
    const waits: number[] = []
    let calls = 0
    const failing = withRetries(
      async () => {
        calls += 1
        throw new Error(`falha ${calls}`)
      },
      { sleep: async (ms) => void waits.push(ms) },
    )
    await expect(failing).rejects.toThrow('falha 4')
    expect(waits).toEqual([1000, 2000, 4000])
  })

  it('returns as soon as an attempt succeeds', async () => {
    let calls = 0
    const value = await withRetries(async () => (++calls < 3 ? Promise.reject(new Error('x')) : 'ok'), { sleep: async () => {} })
    expect({ value, calls }).toEqual({ value: 'ok', calls: 3 })
  })
})

describe('sign-in throttling', () => {
  it('slows down after a few failures, then blocks for a while, per e-mail and per address', () => {
    const throttle = createSignInThrottle({ freeFailures: 2, blockAfter: 4, windowMs: 60_000, blockMs: 60_000 })
    const keys = ['email:a@b.co', 'ip:1.2.3.4']
    const delays = []
    for (let failure = 0; failure < 4; failure++) {
      const gate = throttle.check(keys, 1000)
      delays.push(gate.blocked ? 'bloqueado' : gate.delayMs)
      throttle.recordFailure(keys, 1000)
    }
    expect(delays).toEqual([0, 0, 500, 1000])
    expect(throttle.check(['email:outro@b.co', 'ip:1.2.3.4'], 2000)).toEqual({ blocked: true, retryAfterMs: 59_000 })
    expect(throttle.check(['email:a@b.co', 'ip:9.9.9.9'], 2000)).toMatchObject({ blocked: true })
    expect(throttle.check(keys, 61_001)).toEqual({ blocked: false, delayMs: 0 })
  })
})
