import { describe, expect, it } from 'vitest'
import { lineFromItem } from '@/lib/proposals/catalog'
import { editorValues, newDraft, parseEditor, valuesFromDraft, type EditorValues } from '@/lib/proposals/editor-form'

const TODAY = '2026-11-26'
const values = (overrides: Partial<EditorValues> = {}): EditorValues => ({
  guests: '60',
  eventDate: '2026-12-20',
  validUntil: '2026-12-10',
  depositPercent: '30',
  discountKind: 'none',
  discountValue: '',
  paymentTerms: 'Sinal por Pix.',
  conditions: 'Condições.',
  lines: [{ description: 'Pacote Kids', price: '89,90', quantity: '60' }],
  schedule: [],
  previousGuests: '60',
  updatePerGuest: false,
  ...overrides,
})

const form = (entries: Record<string, string>) => {
  const data = new FormData()
  for (const [name, value] of Object.entries(entries)) data.append(name, value)
  return data
}

describe('the proposal editor form', () => {
  it('reads the posted lines in order, skipping the blank spare rows and the ones marked to remove', () => {
    const read = editorValues(
      form({
        validUntil: '2026-12-10',
        depositPercent: '30',
        discountKind: 'percent',
        discountValue: '7,5',
        'line.0.description': 'Pacote Kids',
        'line.0.price': '89,90',
        'line.0.quantity': '60',
        'line.1.description': 'Garçom',
        'line.1.price': '250',
        'line.1.quantity': '2',
        'line.1.remove': 'on',
        'line.2.description': 'Balões',
        'line.2.price': '350,00',
        'line.2.quantity': '1',
        'line.3.description': '',
        'line.3.price': '',
        'line.3.quantity': '1',
      }),
    )
    expect(read.lines).toEqual([
      { description: 'Pacote Kids', price: '89,90', quantity: '60' },
      { description: 'Balões', price: '350,00', quantity: '1' },
    ])
    expect(parseEditor(read, { today: TODAY })).toMatchObject({
      ok: true,
      draft: {
        discountKind: 'percent',
        discountValue: 750,
        lines: [
          { unitCents: 8990, quantity: 60 },
          { unitCents: 35000, quantity: 1 },
        ],
      },
    })
  })

  it('an unknown discount kind is no discount', () => {
    expect(editorValues(form({ discountKind: 'brinde' })).discountKind).toBe('none')
  })

  it.each([
    ['guests', { guests: '0' }, 'Informe um número de convidados de 1 a 5000.'],
    ['guests', { guests: 'sessenta' }, 'Informe um número de convidados de 1 a 5000.'],
    ['validUntil', { validUntil: '' }, 'Informe até quando a proposta vale.'],
    ['validUntil', { validUntil: '2026-02-30' }, 'Informe até quando a proposta vale.'],
    ['eventDate', { eventDate: '2027-13-01' }, 'Informe a data do evento.'],
    ['depositPercent', { depositPercent: '101' }, 'Informe o sinal em % (de 0 a 100, sem casas decimais).'],
    ['depositPercent', { depositPercent: '30,5' }, 'Informe o sinal em % (de 0 a 100, sem casas decimais).'],
    [
      'discountValue',
      { discountKind: 'percent', discountValue: '120' },
      'Informe o desconto em %, de 0 a 100 (ex.: 7,5).',
    ],
    ['discountValue', { discountKind: 'amount', discountValue: '12,345' }, 'Informe o desconto em reais, ex.: 150,00.'],
    [
      'lines',
      { lines: Array.from({ length: 41 }, () => ({ description: 'x', price: '1', quantity: '1' })) },
      'Use no máximo 40 itens.',
    ],
    [
      'lines',
      { lines: [{ description: 'Festa', price: '1.000.000,01', quantity: '1' }] },
      'Informe o preço em reais, ex.: 89,90.',
    ],
    [
      'lines',
      { lines: [{ description: 'Festa', price: '100.000,00', quantity: '10001' }] },
      'O total passa de R$ 10 milhões: confira preços e quantidades.',
    ],
  ] as const)('refuses %s: %j', (field, overrides, message) => {
    const result = parseEditor(values(overrides as Partial<EditorValues>), { today: TODAY })
    expect(result.ok).toBe(false)
    const errors = result.ok ? {} : result.errors
    expect(errors[field] ?? Object.values(errors.line ?? {})[0]).toBe(message)
  })

  it.each([
    [{ description: '', price: '10', quantity: '1' }, 'Descreva o item.'],
    [{ description: 'Garçom', price: 'dez', quantity: '1' }, 'Informe o preço em reais, ex.: 89,90.'],
    [{ description: 'Garçom', price: '10', quantity: '0' }, 'Informe a quantidade (número inteiro de 1 a 100000).'],
    [{ description: 'Garçom', price: '10', quantity: '1,5' }, 'Informe a quantidade (número inteiro de 1 a 100000).'],
  ])('a line %j gets its own message', (line, message) => {
    const result = parseEditor(values({ lines: [values().lines[0]!, line] }), { today: TODAY })
    expect(result).toEqual({ ok: false, errors: { line: { 1: message } } })
  })

  it('a draft may be saved empty and past its validity; sending needs a line and a validity from today on', () => {
    expect(parseEditor(values({ lines: [], validUntil: '2026-11-25' }), { today: TODAY }).ok).toBe(true)
    expect(parseEditor(values({ lines: [] }), { sending: true, today: TODAY })).toEqual({
      ok: false,
      errors: { lines: 'Adicione pelo menos um item antes de enviar.' },
    })
    expect(parseEditor(values({ validUntil: '2026-11-25' }), { sending: true, today: TODAY })).toEqual({
      ok: false,
      errors: { validUntil: 'A validade não pode estar no passado.' },
    })
    expect(parseEditor(values({ validUntil: TODAY }), { sending: true, today: TODAY }).ok).toBe(true)
  })

  it('a saved draft shows in the fields as it was typed, and reads back the same', () => {
    const draft = newDraft({
      guests: 60,
      date: '2026-12-20',
      depositPercent: 30,
      conditions: 'Condições.',
      today: TODAY,
    })
    expect(draft).toMatchObject({ validUntil: '2026-12-11', depositPercent: 30, discountKind: 'none', lines: [] })
    const full = {
      ...draft,
      discountKind: 'percent' as const,
      discountValue: 750,
      lines: [{ description: 'Pacote Kids', unitCents: 8990, quantity: 60 }],
    }
    const shown = valuesFromDraft(full)
    expect(shown).toMatchObject({
      discountValue: '7,5',
      lines: [{ description: 'Pacote Kids', price: '89,90', quantity: '60' }],
    })
    expect(parseEditor(shown, { today: TODAY })).toEqual({ ok: true, draft: full })
  })

  it('a catalogue item becomes a line: per guest for the guests, never under its minimum; fixed once', () => {
    const kids = {
      id: 'package-kids',
      label: '',
      description: 'Pacote Kids',
      unitCents: 8990,
      perGuest: true,
      minGuests: 40,
    }
    expect(lineFromItem(kids, 60)).toEqual({ description: 'Pacote Kids', unitCents: 8990, quantity: 60 })
    // Bumped to the minimum, the line says so (the client reads it too).
    expect(lineFromItem(kids, 25)).toEqual({
      description: 'Pacote Kids (mínimo de 40 convidados)',
      unitCents: 8990,
      quantity: 40,
    })
    expect(lineFromItem({ ...kids, perGuest: false, minGuests: null, description: 'Garçom' }, 60)).toEqual({
      description: 'Garçom',
      unitCents: 8990,
      quantity: 1,
    })
  })

  it('a change of the guests, when asked, updates the per-guest lines (those at the old count), keeping a stated minimum', () => {
    const lines = [
      { description: 'Pacote Kids', price: '89,90', quantity: '60' },
      { description: 'Crepe (mínimo de 40 convidados)', price: '20,00', quantity: '60' },
      { description: 'Garçom', price: '250', quantity: '2' },
    ]
    const quantities = (result: ReturnType<typeof parseEditor>) =>
      result.ok ? result.draft.lines.map(({ quantity }) => quantity) : result.errors
    expect(
      quantities(
        parseEditor(values({ guests: '80', previousGuests: '60', updatePerGuest: true, lines }), { today: TODAY }),
      ),
    ).toEqual([80, 80, 2])
    expect(
      quantities(
        parseEditor(values({ guests: '30', previousGuests: '60', updatePerGuest: true, lines }), { today: TODAY }),
      ),
    ).toEqual([30, 40, 2])
    expect(
      quantities(
        parseEditor(values({ guests: '80', previousGuests: '60', updatePerGuest: false, lines }), { today: TODAY }),
      ),
    ).toEqual([60, 60, 2])
  })

  it('reads the installments as R$ or % of the total with their due dates, and refuses more than the balance', () => {
    const read = editorValues(
      form({
        validUntil: '2026-12-10',
        depositPercent: '30',
        'parcela.0.amount': '35%',
        'parcela.0.due': '2026-12-01',
        'parcela.1.amount': '',
        'parcela.1.due': '2026-12-13',
        'parcela.2.amount': '',
        'parcela.2.due': '',
      }),
    )
    expect(read.schedule).toEqual([
      { amount: '35%', due: '2026-12-01' },
      { amount: '', due: '2026-12-13' },
    ])
    const parsed = parseEditor(values({ schedule: read.schedule }), { today: TODAY })
    expect(parsed.ok && parsed.draft.schedule).toEqual([
      { kind: 'percent', value: 3500, due: '2026-12-01' },
      { kind: 'amount', value: 0, due: '2026-12-13' },
    ])
    expect(
      parseEditor(
        values({
          schedule: [
            { amount: '5.000,00', due: '' },
            { amount: '', due: '' },
          ],
        }),
        { today: TODAY },
      ),
    ).toEqual({
      ok: false,
      errors: {
        schedule:
          'As parcelas passam do restante depois do sinal: confira valores e porcentagens (a última parcela fica com o que falta).',
      },
    })
    expect(parseEditor(values({ schedule: [{ amount: 'metade', due: '' }] }), { today: TODAY })).toMatchObject({
      ok: false,
      errors: { schedule: 'Informe o valor da parcela 1 em reais (ex.: 1.500,00) ou em % do total (ex.: 35%).' },
    })
  })
})
