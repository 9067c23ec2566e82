import ical, { type ICalCalendar } from 'ical-generator'
import { formatDateBR } from '../dates'
import { partyTypeLabels } from '../quotes/party-types'
import { eventAddress } from '../quotes/display'
import type { FeedEvent } from './contract'

const ZONE = 'America/Sao_Paulo'

// Brazil has had no daylight saving time since 2019 (the feed starts 90 days back), so São Paulo is
// UTC-3 all year: the definition calendars need to read the events' TZID.
const SAO_PAULO_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${ZONE}`,
  `X-LIC-LOCATION:${ZONE}`,
  'BEGIN:STANDARD',
  'TZOFFSETFROM:-0300',
  'TZOFFSETTO:-0300',
  'TZNAME:-03',
  'DTSTART:19700101T000000',
  'END:STANDARD',
  'END:VTIMEZONE',
].join('\r\n')

// How long a party is shown when only its start is known.
const PARTY_HOURS = 4

/**
 * A São Paulo wall-clock time for the generator, which writes the local fields of a Date under the
 * event's TZID: built from those fields, so the server's own time zone never shifts it.
 */
function wallClock(day: string, time: string, addHours = 0): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number]
  const [hours, minutes] = time.split(':').map(Number) as [number, number]
  return new Date(year, month - 1, date, hours + addHours, minutes)
}

const nextDay = (day: string) => new Date(Date.parse(`${day}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10)

function summary(event: FeedEvent): string {
  const who = event.firstName ? `Festa de ${event.firstName}` : `Festa #${event.id}`
  const guests = event.guests ? ` (${event.guests} convidados)` : ''
  return event.kind === 'hold'
    ? `Pré-reserva: ${who}${guests}${event.until ? `, sinal até ${formatDateBR(event.until)}` : ''}`
    : `${who}${guests}`
}

/**
 * The private calendar of the bookings: one event per confirmed party or live hold, with its time in
 * São Paulo (all day when the time is unknown), the address, the guests and the quote's link in the
 * admin. Never the client's phone or e-mail: the feed leaves the admin for Google's or Apple's servers.
 */
export function calendarFeed(
  events: FeedEvent[],
  { businessName, quoteUrl, domain }: { businessName: string; quoteUrl: (id: number) => string; domain: string },
): ICalCalendar {
  // No calendar-wide zone: the generator would write DTSTAMP (an instant) in the server's local time
  // without a Z. Each event carries São Paulo's TZID, and X-WR-TIMEZONE still names it for the calendar.
  const calendar = ical({
    name: `Festas · ${businessName}`,
    timezone: { name: null, generator: () => SAO_PAULO_VTIMEZONE },
    ttl: 60 * 60,
    x: { 'X-WR-TIMEZONE': ZONE },
  })
  for (const event of events) {
    const address = [eventAddress(event.address), event.neighborhood].filter(Boolean).join(' · ') || null
    const url = quoteUrl(event.id)
    const description = [
      event.kind === 'hold'
        ? `Pré-reserva${event.until ? ` até ${formatDateBR(event.until)} (aguardando o sinal)` : ''}`
        : 'Evento confirmado',
      event.time ? `Horário: ${event.time}` : 'Horário a combinar',
      event.guests ? `Convidados: ${event.guests}` : null,
      event.partyType ? `Tipo de festa: ${partyTypeLabels(event.partyType)}` : null,
      address ? `Endereço: ${address}` : null,
      `Orçamento: ${url}`,
    ].filter(Boolean)
    calendar.createEvent({
      id: `orcamento-${event.id}@${domain}`,
      ...(event.time
        ? {
            start: wallClock(event.day, event.time),
            end: wallClock(event.day, event.time, PARTY_HOURS),
            timezone: ZONE,
          }
        : {
            start: wallClock(event.day, '00:00'),
            end: wallClock(nextDay(event.day), '00:00'),
            allDay: true,
            timezone: ZONE,
          }),
      stamp: new Date(event.bookedAt),
      summary: summary(event),
      description: description.join('\n'),
      location: address ?? null,
      url,
    })
  }
  return calendar
}
