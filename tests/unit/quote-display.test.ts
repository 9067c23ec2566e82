import { describe, expect, it } from 'vitest'
import { displayQuote } from '@/lib/quotes/display'
import { trickyQuoteRow } from '../support/quote'

const row = trickyQuoteRow

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
