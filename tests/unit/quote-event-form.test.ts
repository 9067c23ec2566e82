import { describe, expect, it } from 'vitest'
import { eventValuesOf, parseEventValues, type EventValues } from '@/lib/quotes/event-form'
import { historyActor, historyValue } from '@/lib/quotes/history'
import { bookingRefusal, overrideQuestion } from '@/lib/bookings/rules'
import { RpcError } from '@/lib/db/rpc'

const values: EventValues = {
  date: '2026-12-20',
  event_time: '19:00',
  guests: '80',
  neighborhood: ' Pinheiros ',
  party_type: ['festa-adulto'],
  lead_source: 'whatsapp',
  message: 'Aniversário de 40 anos',
  address_cep: '05422 010',
  address_street: ' Rua dos Pinheiros ',
  address_number: '1000',
  address_complement: '',
  address_city: 'São Paulo',
  event_value: '9.500,00',
}

// "Editar dados do evento": the public form's rules where it has the field, the address and the value as the admin types them.
describe('the event form', () => {
  it('turns what was typed into the changes the database takes: trimmed, a blank part cleared, the value in centavos', () => {
    expect(parseEventValues(values, { current: { date: '2026-12-01' }, today: '2026-11-26' })).toEqual({
      ok: true,
      changes: {
        date: '2026-12-20',
        event_time: '19:00',
        guests: 80,
        neighborhood: 'Pinheiros',
        party_type: 'festa-adulto',
        lead_source: 'whatsapp',
        message: 'Aniversário de 40 anos',
        address_cep: '05422-010',
        address_street: 'Rua dos Pinheiros',
        address_number: '1000',
        address_complement: null,
        address_city: 'São Paulo',
        event_value_cents: 950_000,
      },
    })
  })

  it.each([
    [{ date: '2026-11-25' }, 'date', 'A data do evento não pode estar no passado'],
    [{ guests: '0' }, 'guests', 'Informe um número de convidados válido'],
    [{ party_type: [] }, 'party_type', 'Selecione pelo menos um tipo de festa'],
    [{ address_cep: '1234' }, 'address_cep', 'Informe o CEP com 8 dígitos, ex.: 01234-567'],
    [{ event_value: 'cinco mil' }, 'event_value', 'Informe o valor do evento em reais, ex.: 5.000,00.'],
    [{ address_street: 'x'.repeat(201) }, 'address_street', 'Use no máximo 200 caracteres na rua'],
  ] as const)('refuses %j with a Portuguese message on %s', (change, field, message) => {
    const parsed = parseEventValues({ ...values, ...change } as EventValues, {
      current: { date: '2026-12-01' },
      today: '2026-11-26',
    })
    expect(parsed.ok).toBe(false)
    if (!parsed.ok) expect(parsed.errors[field]).toBe(message)
  })

  it('lets an event that already happened keep its date, and clears an unknown lead source and a blank value', () => {
    const parsed = parseEventValues(
      { ...values, date: '2026-10-10', lead_source: '', event_value: '' },
      { current: { date: '2026-10-10' }, today: '2026-11-26' },
    )
    expect(parsed).toMatchObject({
      ok: true,
      changes: { date: '2026-10-10', lead_source: null, event_value_cents: null },
    })
  })

  it('shows a stored quote as the form’s values', () => {
    const shown = eventValuesOf({
      date: '2026-12-20',
      event_time: '19:00',
      guests: 80,
      neighborhood: 'Moema',
      party_type: 'festa-infantil, Corporativo',
      lead_source: null,
      message: 'Oi',
      address_cep: null,
      address_street: 'Rua A',
      address_number: null,
      address_complement: null,
      address_city: null,
      event_value_cents: 123_456,
    } as Parameters<typeof eventValuesOf>[0])
    expect(shown).toMatchObject({
      guests: '80',
      party_type: ['festa-infantil', 'Corporativo'],
      lead_source: '',
      address_street: 'Rua A',
      address_cep: '',
      event_value: '1234,56',
    })
  })
})

describe('the quote’s history as the admin reads it', () => {
  it.each([
    ['date', '2026-12-20', '20/12/2026'],
    ['party_type', 'festa-infantil, Corporativo', 'Festa Infantil, Festa Corporativa'],
    ['lead_source', 'whatsapp', 'WhatsApp'],
    ['event_value_cents', '950000', 'R$\u00a09.500,00'],
    ['guests', '80', '80'],
    ['message', null, '-'],
  ] as const)('%s %j shows as %j', (field, value, shown) => {
    expect(historyValue(field, value, [{ value: 'whatsapp', label: 'WhatsApp' }])).toBe(shown)
  })

  it('names who changed it: the administrator, or the client at acceptance', () => {
    expect(historyActor({ source: 'admin', actor_email: 'dona@buffet.com' })).toBe('dona@buffet.com')
    expect(historyActor({ source: 'acceptance', actor_email: null })).toBe('o cliente, no aceite da proposta')
  })
})

describe('a booking the rule refused', () => {
  it('is told apart by its SQLSTATE and asked about in Portuguese', () => {
    expect(bookingRefusal(new RpcError('lotado', { code: 'BK001' }))).toBe('full')
    expect(bookingRefusal(new RpcError('bloqueado', { code: 'BK002' }))).toBe('blocked')
    expect(bookingRefusal(new RpcError('outro', { code: '22023' }))).toBeNull()
    expect(overrideQuestion('full', '2026-12-20')).toBe(
      '20/12/2026 já está lotado. Para reservar mesmo assim, acima da capacidade, escreva o motivo e confirme.',
    )
    expect(overrideQuestion('blocked', '2026-12-20')).toBe(
      '20/12/2026 está bloqueado. Para reservar mesmo assim, escreva o motivo e confirme.',
    )
  })
})
