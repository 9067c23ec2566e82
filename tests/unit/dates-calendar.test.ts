import { describe, expect, it } from 'vitest'
import { addDays, dayLabel, isoDate, monthBounds, monthOf, monthWeeks, shiftMonth } from '@/lib/dates/calendar'
import type { Report } from '@/lib/reports/contract'
import { lostReasonLabel } from '@/lib/quotes/lost-reasons'
import { conversion, reportCharts, reportPeriod } from '@/lib/reports/report'
import { adminLeadSourceChoices, leadSourceChoices, leadSourceLabel, leadSourceSlug } from '@/lib/content/lead-sources'

describe('calendar arithmetic on São Paulo dates', () => {
  it.each([
    ['2026-02-29', null],
    ['2028-02-29', '2028-02-29'],
    ['2026-13-01', null],
    ['26-12-01', null],
  ])('isoDate(%s) is %s', (value, expected) => {
    expect(isoDate(value)).toBe(expected)
  })

  it('moves by days and months across year ends', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01')
    expect(shiftMonth('2026-12', 1)).toBe('2027-01')
    expect(shiftMonth('2026-01', -1)).toBe('2025-12')
    expect(monthBounds('2028-02')).toEqual({ first: '2028-02-01', last: '2028-02-29' })
  })

  it('takes a month from the address only when it is one', () => {
    expect(monthOf('2027-03', '2026-11-26')).toBe('2027-03')
    expect(monthOf('2027-3', '2026-11-26')).toBe('2026-11')
    expect(monthOf("2027-03'; drop", '2026-11-26')).toBe('2026-11')
  })

  it('lays a month out in weeks from Sunday to Saturday', () => {
    const weeks = monthWeeks('2026-11')
    expect(weeks).toHaveLength(5)
    expect(weeks[0]).toEqual([
      '2026-11-01',
      '2026-11-02',
      '2026-11-03',
      '2026-11-04',
      '2026-11-05',
      '2026-11-06',
      '2026-11-07',
    ])
    expect(weeks[4]).toEqual(['2026-11-29', '2026-11-30', null, null, null, null, null])
    expect(monthWeeks('2026-12')[0]!.slice(0, 3)).toEqual([null, null, '2026-12-01'])
    expect(dayLabel('2026-12-05')).toBe('Sábado, 5 de dezembro')
  })
})

describe('the report', () => {
  it.each([
    [{}, { fromMonth: '2025-12', toMonth: '2026-11', from: '2025-12-01', to: '2026-11-30' }],
    [
      { de: '2026-03', ate: '2026-01' },
      { fromMonth: '2026-01', toMonth: '2026-03', from: '2026-01-01', to: '2026-03-31' },
    ],
    [
      { de: '2000-01', ate: '2026-11' },
      { fromMonth: '2016-12', toMonth: '2026-11', from: '2016-12-01', to: '2026-11-30' },
    ],
    [
      { de: 'x', ate: 'y' },
      { fromMonth: '2025-12', toMonth: '2026-11', from: '2025-12-01', to: '2026-11-30' },
    ],
  ])('period of %j', (params, expected) => {
    expect(reportPeriod(params, '2026-11-26')).toEqual(expected)
  })

  it('conversion is won among the decided, unknown before any decision', () => {
    expect(conversion({ won: 3, lost: 1 })).toBe(0.75)
    expect(conversion({ won: 0, lost: 0 })).toBeNull()
  })

  it('fills months without quotes and labels types, sources and reasons', () => {
    const report: Report = {
      rows: [
        { dimension: 'month', key: '2026-10', quotes: 4, won: 1, lost: 1, guests: 50 },
        { dimension: 'party_type', key: 'festa-infantil', quotes: 3, won: 1, lost: 0, guests: 40 },
        { dimension: 'source', key: '', quotes: 1, won: 0, lost: 0, guests: 30 },
        { dimension: 'source', key: 'indicacao', quotes: 3, won: 1, lost: 1, guests: 60 },
        { dimension: 'lost_reason', key: 'outro_buffet', quotes: 1, won: 0, lost: 1, guests: 60 },
      ],
      totals: {
        quotes: 4,
        won: 1,
        lost: 1,
        guests: 50,
        wonGuests: 60,
        wonValueCents: null,
        wonValueCount: 0,
        suspect: 0,
      },
    }
    const charts = reportCharts(
      report,
      reportPeriod({ de: '2026-09', ate: '2026-10' }, '2026-11-26'),
      leadSourceChoices(['Indicação']),
    )
    expect(charts.quotesPerMonth).toEqual([
      { key: '2026-09', label: 'set/26', value: 0, text: '0' },
      { key: '2026-10', label: 'out/26', value: 4, text: '4' },
    ])
    expect(charts.conversionPerMonth.map(({ text }) => text)).toEqual(['sem decisões', '50% (1 de 2)'])
    expect(charts.conversionPerPartyType).toEqual([
      { key: 'festa-infantil', label: 'Festa Infantil', value: 1, text: '100% (1 de 1)' },
    ])
    expect(charts.conversionPerSource.map(({ label }) => label)).toEqual(['Indicação', 'Não informado'])
    expect(charts.lostReasons).toEqual([{ key: 'outro_buffet', label: 'Escolheu outro buffet', value: 1, text: '1' }])
  })
})

describe('lead sources and lost reasons', () => {
  it.each([
    ['Indicação', 'indicacao'],
    ['  Indicação de amigo! ', 'indicacao-de-amigo'],
    ['Google', 'google'],
    ['!!!', ''],
  ])('the choice %j is stored as %j', (label, slug) => {
    expect(leadSourceSlug(label)).toBe(slug)
  })

  it('drops blank and repeated choices and shows a renamed one by its slug', () => {
    const choices = leadSourceChoices(['Instagram', 'instagram', '', null, 'Outro'])
    expect(choices).toEqual([
      { value: 'instagram', label: 'Instagram' },
      { value: 'outro', label: 'Outro' },
    ])
    expect(leadSourceLabel('tiktok', choices)).toBe('tiktok')
    expect(leadSourceLabel(null, choices)).toBe('')
  })

  it('offers the administrator WhatsApp, Telefone and Indicação besides the site settings’ choices, each once', () => {
    expect(adminLeadSourceChoices(['Instagram', 'WhatsApp'])).toEqual([
      { value: 'instagram', label: 'Instagram' },
      { value: 'whatsapp', label: 'WhatsApp' },
      { value: 'telefone', label: 'Telefone' },
      { value: 'indicacao', label: 'Indicação' },
    ])
    expect(adminLeadSourceChoices(null).map(({ value }) => value)).toEqual(['whatsapp', 'telefone', 'indicacao'])
  })

  it('labels a lost reason, with the text of "outro"', () => {
    expect(lostReasonLabel('data_indisponivel')).toBe('Data indisponível')
    expect(lostReasonLabel('outro', 'Mudou de cidade')).toBe('Outro: Mudou de cidade')
    expect(lostReasonLabel(null)).toBe('')
  })
})
