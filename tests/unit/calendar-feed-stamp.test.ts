import { afterEach, describe, expect, it } from 'vitest'
import { calendarFeed } from '@/lib/contacts/calendar-feed'
import type { FeedEvent } from '@/lib/contacts/contract'

const party: FeedEvent = {
  id: 7,
  day: '2027-03-20',
  time: '19:30',
  kind: 'confirmed',
  until: null,
  bookedAt: '2026-12-07T15:00:00.000Z',
  firstName: 'Fernanda',
  guests: 80,
  partyType: null,
  neighborhood: 'Moema',
  address: {
    address_cep: null,
    address_street: null,
    address_number: null,
    address_complement: null,
    address_city: null,
  },
}

const feed = () =>
  calendarFeed([party], {
    businessName: 'Buffet Festa em Casa',
    quoteUrl: (id) => `https://buffet.example/admin/orcamentos/${id}`,
    domain: 'buffet.example',
  }).toString()

const original = process.env.TZ
afterEach(() => {
  process.env.TZ = original
})

// The server's own time zone (Vercel runs in UTC, a VPS may run in São Paulo or anywhere) never
// changes the feed: DTSTAMP is an instant, written in UTC with its Z; the party keeps São Paulo's time.
describe.each(['UTC', 'America/Sao_Paulo', 'Asia/Tokyo'])('the calendar feed on a server in %s', (zone) => {
  it('stamps each event in UTC with a Z and the party at São Paulo’s wall clock', () => {
    process.env.TZ = zone
    const text = feed()
    expect(text).toContain('DTSTAMP:20261207T150000Z\r\n')
    expect(text).toContain('DTSTART;TZID=America/Sao_Paulo:20270320T193000\r\n')
    expect(text).toContain('DTEND;TZID=America/Sao_Paulo:20270320T233000\r\n')
    expect(text).toContain('X-WR-TIMEZONE:America/Sao_Paulo\r\n')
    expect(text).toContain('BEGIN:VTIMEZONE\r\nTZID:America/Sao_Paulo\r\n')
  })
})
