import { todayInSaoPaulo } from '../dates'
import { isoDate } from '../forms/iso-date'
import type { ProposalDraft } from './contract'
import { centsToInput, parseReais } from '../money'
import { buildSchedule, defaultScheduleParts, type SchedulePart } from './schedule'
import { proposalTotals, type DiscountKind } from './totals'

/** The editor's fields as typed (strings), so a rejected form comes back exactly as it was. */
export type EditorValues = {
  guests: string
  eventDate: string
  validUntil: string
  depositPercent: string
  discountKind: DiscountKind
  discountValue: string
  paymentTerms: string
  conditions: string
  lines: { description: string; price: string; quantity: string }[]
  /** The balance's installments: an amount in R$ or a percent of the total ("70%"), and a due date; the last takes what remains. */
  schedule: { amount: string; due: string }[]
  /** The guests the saved draft had, and whether the per-guest lines follow a change of it. */
  previousGuests: string
  updatePerGuest: boolean
}

export type EditorErrors = Partial<
  Record<
    | 'guests'
    | 'eventDate'
    | 'validUntil'
    | 'depositPercent'
    | 'discountValue'
    | 'paymentTerms'
    | 'conditions'
    | 'lines'
    | 'schedule',
    string
  >
> & {
  line?: Record<number, string>
}

export const MAX_LINES = 40
export const MAX_INSTALLMENTS = 12
const MAX_TOTAL_CENTS = 1_000_000_000 // R$ 10 milhões: far above a party, far below integer overflow in SQL.

const text = (data: FormData, name: string) => String(data.get(name) ?? '')
const discountKinds: readonly DiscountKind[] = ['none', 'amount', 'percent']

/** The editor's fields from a posted form: the proposal's, then each line (`line.N.description`, `.price`, `.quantity`, `.remove`). */
export function editorValues(data: FormData): EditorValues {
  const kind = text(data, 'discountKind') as DiscountKind
  const lines: EditorValues['lines'] = []
  for (let index = 0; index < MAX_LINES + 5; index++) {
    if (!data.has(`line.${index}.description`)) continue
    if (data.get(`line.${index}.remove`)) continue
    const line = {
      description: text(data, `line.${index}.description`).slice(0, 300),
      price: text(data, `line.${index}.price`).slice(0, 30),
      quantity: text(data, `line.${index}.quantity`).slice(0, 10),
    }
    // A row left blank is one of the editor's spare rows, not a line.
    if (line.description.trim() || line.price.trim()) lines.push(line)
  }
  const schedule: EditorValues['schedule'] = []
  for (let index = 0; index < MAX_INSTALLMENTS + 2; index++) {
    const part = {
      amount: text(data, `parcela.${index}.amount`).slice(0, 30),
      due: text(data, `parcela.${index}.due`).slice(0, 10),
    }
    if (part.amount.trim() || part.due.trim()) schedule.push(part)
  }
  return {
    schedule,
    previousGuests: text(data, 'previousGuests').slice(0, 10),
    updatePerGuest: data.get('updatePerGuest') === 'on',
    guests: text(data, 'guests').slice(0, 10),
    eventDate: text(data, 'eventDate').slice(0, 10),
    validUntil: text(data, 'validUntil').slice(0, 10),
    depositPercent: text(data, 'depositPercent').slice(0, 10),
    discountKind: discountKinds.includes(kind) ? kind : 'none',
    discountValue: text(data, 'discountValue').slice(0, 30),
    paymentTerms: text(data, 'paymentTerms').slice(0, 3000),
    conditions: text(data, 'conditions').slice(0, 9000),
    lines,
  }
}

const wholeNumber = (value: string, min: number, max: number) =>
  /^\d{1,9}$/.test(value.trim()) && Number(value) >= min && Number(value) <= max ? Number(value) : null

/** A percentage as typed ("7,5", "10") in hundredths of a percent (750, 1000); null when not 0 to 100 with up to two decimals. */
function percentHundredths(value: string): number | null {
  const match = /^(\d{1,3})(?:[,.](\d{1,2}))?$/.exec(value.trim())
  if (!match) return null
  const hundredths = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'))
  return hundredths <= 10000 ? hundredths : null
}

/**
 * The draft the values describe, or the errors in Portuguese. `sending` adds what a proposal
 * needs before it goes to the client: at least one line and a validity from today on.
 */
export function parseEditor(
  values: EditorValues,
  { sending = false, today = todayInSaoPaulo() } = {},
): { ok: true; draft: ProposalDraft } | { ok: false; errors: EditorErrors } {
  const errors: EditorErrors = {}
  const guests = values.guests.trim() ? wholeNumber(values.guests, 1, 5000) : null
  if (values.guests.trim() && guests === null) errors.guests = 'Informe um número de convidados de 1 a 5000.'
  const eventDate = values.eventDate.trim() || null
  if (eventDate && !isoDate(eventDate)) errors.eventDate = 'Informe a data do evento.'
  if (!isoDate(values.validUntil)) errors.validUntil = 'Informe até quando a proposta vale.'
  else if (sending && values.validUntil < today) errors.validUntil = 'A validade não pode estar no passado.'
  const depositPercent = wholeNumber(values.depositPercent, 0, 100)
  if (depositPercent === null) errors.depositPercent = 'Informe o sinal em % (de 0 a 100, sem casas decimais).'
  let discountValue = 0
  if (values.discountKind === 'amount') {
    const cents = parseReais(values.discountValue || '0')
    if (cents === null) errors.discountValue = 'Informe o desconto em reais, ex.: 150,00.'
    else discountValue = cents
  } else if (values.discountKind === 'percent') {
    const hundredths = percentHundredths(values.discountValue || '0')
    if (hundredths === null) errors.discountValue = 'Informe o desconto em %, de 0 a 100 (ex.: 7,5).'
    else discountValue = hundredths
  }
  if (values.paymentTerms.length > 2000) errors.paymentTerms = 'Use no máximo 2000 caracteres.'
  if (values.conditions.length > 8000) errors.conditions = 'Use no máximo 8000 caracteres.'

  const lines: ProposalDraft['lines'] = []
  const lineErrors: Record<number, string> = {}
  const previousGuests = wholeNumber(values.previousGuests, 1, 5000)
  const followGuests = values.updatePerGuest && guests !== null && previousGuests !== null && guests !== previousGuests
  values.lines.forEach((line, index) => {
    const description = line.description.trim()
    const unitCents = parseReais(line.price)
    const typed = wholeNumber(line.quantity, 1, 100000)
    // A line priced per guest has the old guest count as its quantity; its stated minimum still holds.
    const minimum = Number(/mínimo de (\d+) convidados/.exec(description)?.[1] ?? 0)
    const quantity = followGuests && typed === previousGuests ? Math.max(guests, minimum) : typed
    if (!description) lineErrors[index] = 'Descreva o item.'
    else if (description.length > 200) lineErrors[index] = 'Use no máximo 200 caracteres na descrição.'
    else if (unitCents === null || unitCents > 100_000_000) lineErrors[index] = 'Informe o preço em reais, ex.: 89,90.'
    else if (quantity === null) lineErrors[index] = 'Informe a quantidade (número inteiro de 1 a 100000).'
    else lines.push({ description, unitCents, quantity })
  })
  if (Object.keys(lineErrors).length > 0) errors.line = lineErrors
  if (values.lines.length > MAX_LINES) errors.lines = `Use no máximo ${MAX_LINES} itens.`
  else if (sending && values.lines.length === 0) errors.lines = 'Adicione pelo menos um item antes de enviar.'
  else if (lines.reduce((sum, line) => sum + line.unitCents * line.quantity, 0) > MAX_TOTAL_CENTS)
    errors.lines = 'O total passa de R$ 10 milhões: confira preços e quantidades.'

  const schedule = parseSchedule(values.schedule, errors)
  if (Object.keys(errors).length > 0 || depositPercent === null) return { ok: false, errors }
  if (schedule) {
    const totals = proposalTotals({
      lines,
      discount: { kind: values.discountKind, value: discountValue },
      depositPercent,
    })
    if (!buildSchedule(totals.totalCents, totals.depositCents, schedule)) {
      return {
        ok: false,
        errors: {
          schedule:
            'As parcelas passam do restante depois do sinal: confira valores e porcentagens (a última parcela fica com o que falta).',
        },
      }
    }
  }
  return {
    ok: true,
    draft: {
      guests,
      eventDate,
      validUntil: values.validUntil,
      depositPercent,
      discountKind: values.discountKind,
      discountValue,
      paymentTerms: values.paymentTerms.trim(),
      conditions: values.conditions.trim(),
      lines,
      schedule,
    },
  }
}

/** The typed installments as the draft's parts (null when none is typed: the balance in one); errors go to `errors.schedule`. */
function parseSchedule(rows: EditorValues['schedule'], errors: EditorErrors): SchedulePart[] | null {
  if (rows.length === 0) return null
  if (rows.length > MAX_INSTALLMENTS) {
    errors.schedule = `Use no máximo ${MAX_INSTALLMENTS} parcelas.`
    return null
  }
  const parts: SchedulePart[] = []
  for (const [index, row] of rows.entries()) {
    const due = row.due.trim() || null
    if (due && !isoDate(due)) {
      errors.schedule = `Informe a data de vencimento da parcela ${index + 1}.`
      return null
    }
    const amount = row.amount.trim()
    const last = index === rows.length - 1
    if (!amount && last) {
      parts.push({ kind: 'amount', value: 0, due })
      continue
    }
    const percent = /%\s*$/.test(amount) ? percentHundredths(amount.replace(/%\s*$/, '')) : null
    const cents = percent === null && !/%/.test(amount) ? parseReais(amount) : null
    if (percent === null && cents === null) {
      errors.schedule = `Informe o valor da parcela ${index + 1} em reais (ex.: 1.500,00) ou em % do total (ex.: 35%).`
      return null
    }
    parts.push(percent !== null ? { kind: 'percent', value: percent, due } : { kind: 'amount', value: cents!, due })
  }
  return parts
}

/** A part as its row shows it: "35%" or "1500,00" (a last row saved blank stays blank: it takes what remains). */
function partToRow(part: SchedulePart): EditorValues['schedule'][number] {
  const amount =
    part.kind === 'percent'
      ? `${(part.value / 100).toLocaleString('pt-BR', { maximumFractionDigits: 2 })}%`
      : part.value === 0
        ? ''
        : centsToInput(part.value)
  return { amount, due: part.due ?? '' }
}

/** A saved draft as the editor's fields show it. */
export function valuesFromDraft(draft: ProposalDraft): EditorValues {
  const discountValue =
    draft.discountKind === 'amount'
      ? centsToInput(draft.discountValue)
      : draft.discountKind === 'percent'
        ? (draft.discountValue / 100).toLocaleString('pt-BR', { maximumFractionDigits: 2 })
        : ''
  return {
    guests: draft.guests === null ? '' : String(draft.guests),
    eventDate: draft.eventDate ?? '',
    validUntil: draft.validUntil,
    depositPercent: String(draft.depositPercent),
    discountKind: draft.discountKind,
    discountValue,
    paymentTerms: draft.paymentTerms,
    conditions: draft.conditions,
    lines: draft.lines.map((line) => ({
      description: line.description,
      price: centsToInput(line.unitCents),
      quantity: String(line.quantity),
    })),
    schedule: (draft.schedule ?? []).map(partToRow),
    previousGuests: draft.guests === null ? '' : String(draft.guests),
    updatePerGuest: true,
  }
}

/**
 * A new proposal's draft: the quote's guests and date, valid for 15 days, the default deposit, the
 * balance in the settings' installments and the Studio's conditions.
 */
export function newDraft({
  guests,
  date,
  depositPercent,
  conditions,
  installments = 1,
  daysBefore = 7,
  today = todayInSaoPaulo(),
}: {
  guests: number | null
  date: string | null
  depositPercent: number
  conditions: string
  installments?: number
  daysBefore?: number
  today?: string
}): ProposalDraft {
  const validUntil = new Date(`${today}T12:00:00Z`)
  validUntil.setUTCDate(validUntil.getUTCDate() + 15)
  return {
    guests,
    eventDate: date,
    validUntil: validUntil.toISOString().slice(0, 10),
    depositPercent,
    discountKind: 'none',
    discountValue: 0,
    paymentTerms:
      installments === 1
        ? `Sinal de ${depositPercent}% por Pix para reservar a data; o restante até ${daysBefore} dias antes do evento.`
        : `Sinal de ${depositPercent}% por Pix para reservar a data; o restante em ${installments} parcelas, a última até ${daysBefore} dias antes do evento.`,
    conditions,
    lines: [],
    schedule: defaultScheduleParts({ depositPercent, count: installments, daysBefore, eventDate: date, today }),
  }
}
