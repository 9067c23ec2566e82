import { afterEach, describe, expect, it, vi } from 'vitest'
import { formatDateBR, formatDateTimeBR, todayAsMinScript, todayInSaoPaulo } from '@/lib/dates'
import { partyTypeLabels } from '@/lib/quotes/party-types'
import { emailHint, formatPhone, phoneHint } from '@/lib/quotes/phone'

describe('phone mask', () => {
  it.each([
    ['', ''],
    ['1', '1'],
    ['11', '11'],
    ['119', '11 9'],
    ['(11) 98765-4321', '11 987654321'],
    ['11 3456-7890', '11 34567890'],
    ['1198765432199', '11 987654321'],
    ['abc', ''],
  ])('%j becomes %j', (typed, shown) => {
    expect(formatPhone(typed)).toBe(shown)
  })
})

// The texts of docs/produto.md (Pedido de orçamento), written out: the form shows exactly these under the field.
const PHONE_FORMAT = 'Formato inválido. Use: DDD + número (ex: 11 987654321 ou 11 34567890)'

describe('inline hints while typing', () => {
  it.each([
    ['', undefined],
    ['11 9', PHONE_FORMAT],
    ['11 98765432', undefined],
    ['11 987654321', undefined],
  ])('phone %j -> %j', (value, hint) => {
    expect(phoneHint(value)).toBe(hint)
  })

  it.each([
    ['', undefined],
    ['maria@', 'Email inválido. Use formato: nome@exemplo.com'],
    ['maria@exemplo.com', undefined],
  ])('email %j -> %j', (value, hint) => {
    expect(emailHint(value)).toBe(hint)
  })
})

describe('dates in São Paulo', () => {
  it.each([
    ['2026-11-23T02:59:00Z', '2026-11-22'],
    ['2026-11-23T03:00:00Z', '2026-11-23'],
    ['2026-01-01T12:00:00Z', '2026-01-01'],
  ])('at %s it is %s in São Paulo', (instant, day) => {
    expect(todayInSaoPaulo(new Date(instant))).toBe(day)
  })

  describe('the inline script of the date input', () => {
    afterEach(() => vi.useRealTimers())
    it.each(['2026-11-23T02:59:00Z', '2026-11-23T03:00:00Z', '2026-12-31T23:30:00Z'])(
      'at %s it writes the same day as todayInSaoPaulo',
      (instant) => {
        vi.useFakeTimers({ now: new Date(instant), toFake: ['Date'] })
        const input = { min: '' }
        const document = { getElementById: (id: string) => (id === 'orcamento-date' ? input : null) }
        new Function('document', todayAsMinScript('orcamento-date'))(document)
        expect(input.min).toBe(todayInSaoPaulo(new Date(instant)))
      },
    )

    it.each([
      // Rendered the evening before, read after midnight in São Paulo.
      ['2026-11-23T01:00:00Z', '2026-11-23T03:30:00Z', '2026-11-23'],
      // Summer time (UTC−2), as São Paulo kept it until 2019.
      ['2018-12-01T01:30:00Z', '2018-12-01T02:10:00Z', '2018-12-01'],
      ['2018-12-01T01:30:00Z', '2018-12-01T01:50:00Z', '2018-11-30'],
    ])('rendered at %s and run at %s it writes %s', (rendered, run, day) => {
      const script = todayAsMinScript('orcamento-date', new Date(rendered))
      vi.useFakeTimers({ now: new Date(run), toFake: ['Date'] })
      const input = { min: '' }
      new Function('document', script)({ getElementById: () => input })
      expect(input.min).toBe(day)
      expect(script).not.toContain('Intl')
    })
  })

  it.each([
    ['2026-12-20', '20/12/2026'],
    ['20/12/2026', '20/12/2026'],
    ['', ''],
  ])('formatDateBR(%j) = %j', (input, output) => {
    expect(formatDateBR(input)).toBe(output)
  })

  it.each([
    ['2026-11-22 18:05:00+00', '22/11/2026 15:05'],
    ['2026-11-22T02:30:00.000Z', '21/11/2026 23:30'],
    ['ontem à noite', 'ontem à noite'],
  ])('formatDateTimeBR(%j) = %j', (input, output) => {
    expect(formatDateTimeBR(input)).toBe(output)
  })
})

describe('party type labels', () => {
  it.each([
    ['festa-infantil, Corporativo', 'Festa Infantil, Festa Corporativa'],
    ['festa-adulto,festa-junina, outro-tipo', 'Festa Adulto, Festa Junina, Outro tipo de evento'],
    ['casamento', 'casamento'],
    [null, ''],
  ])('%j -> %j', (stored, labels) => {
    expect(partyTypeLabels(stored)).toBe(labels)
  })
})
