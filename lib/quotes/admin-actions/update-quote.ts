'use server'

import { adminAction } from '../../auth/action'
import { formNumber } from '../../forms/form-id'
import { bookingRefusal, overrideQuestion, overrideReason } from '../../bookings/rules'
import { bookingsChanged } from '../../bookings/changed'
import { eventValuesFrom, parseEventValues, type EventErrors, type EventValues } from '../event-form'
import { fieldLabels } from '../history'
import { getQuoteStore } from '../store'
import type { EditableField } from '../contract'

export type UpdateQuoteState =
  | { status: 'idle' }
  | { status: 'saved'; message: string; values: EventValues }
  | { status: 'invalid'; message: string; errors: EventErrors; values: EventValues }
  | { status: 'failed' | 'override'; message: string; values: EventValues }

/**
 * "Editar evento": date, time, guests, neighbourhood, address, party type, lead source, message and
 * value, each change kept in the quote's history. A new date with a booking moves the booking, and a
 * full or blocked day asks why before booking it anyway (the reason posted again with the form).
 */
export const updateQuote = adminAction({
  log: '[admin] falha ao editar o orçamento',
  values: eventValuesFrom,
  // The fields are checked against the quote as stored, in `run`.
  parse: () => ({ ok: true, data: null }),
  refusals: {
    '23514': 'A data do evento não pode ser anterior ao dia em que o pedido chegou.',
    '55000': 'Este orçamento foi anonimizado e não pode mais ser editado.',
  },
  recognise: (error, _input, { values }): UpdateQuoteState | undefined => {
    const refusal = bookingRefusal(error)
    // Only a new date books again, so the refused day is the one typed.
    return refusal ? { status: 'override', message: overrideQuestion(refusal, values.date), values } : undefined
  },
  failure: 'Não foi possível salvar. Tente novamente: nada do que você digitou foi perdido.',
  refuse: ({ message, values }): UpdateQuoteState => ({ status: 'failed', message, values }),
  run: async (_input, { caller, formData, values }): Promise<UpdateQuoteState> => {
    const id = formNumber(formData, 'id')
    const store = getQuoteStore()
    const current = await store.get(caller, id)
    if (!current) return { status: 'failed', message: 'Orçamento não encontrado.', values }
    const parsed = parseEventValues(values, { current })
    if (!parsed.ok) return { status: 'invalid', message: 'Confira os campos marcados.', errors: parsed.errors, values }
    const changed = await store.update(caller, id, parsed.changes, overrideReason(formData))
    bookingsChanged()
    const names = changed.map((field) => fieldLabels[field as EditableField] ?? field)
    return {
      status: 'saved',
      message: names.length ? `Alterações salvas: ${names.join(', ')}.` : 'Nada mudou.',
      values,
    }
  },
})
