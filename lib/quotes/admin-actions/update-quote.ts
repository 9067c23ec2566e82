'use server'

import { requireAdmin } from '../../auth/guard'
import { sqlState } from '../../db/rpc'
import { formNumber } from '../../forms/form-id'
import { describeFailure } from '../../log/describe-failure'
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
export async function updateQuote(_previous: UpdateQuoteState, formData: FormData): Promise<UpdateQuoteState> {
  const admin = await requireAdmin()
  const id = formNumber(formData, 'id')
  const values = eventValuesFrom(formData)
  const store = getQuoteStore()
  const current = await store.get(admin, id)
  if (!current) return { status: 'failed', message: 'Orçamento não encontrado.', values }
  const parsed = parseEventValues(values, { current })
  if (!parsed.ok) return { status: 'invalid', message: 'Confira os campos marcados.', errors: parsed.errors, values }
  let changed: string[]
  try {
    changed = await store.update(admin, id, parsed.changes, overrideReason(formData))
  } catch (error) {
    const refusal = bookingRefusal(error)
    if (refusal)
      return { status: 'override', message: overrideQuestion(refusal, parsed.changes.date as string), values }
    if (sqlState(error) === '23514')
      return {
        status: 'failed',
        message: 'A data do evento não pode ser anterior ao dia em que o pedido chegou.',
        values,
      }
    if (sqlState(error) === '55000')
      return { status: 'failed', message: 'Este orçamento foi anonimizado e não pode mais ser editado.', values }
    console.error('[admin] falha ao editar o orçamento', describeFailure(error))
    return {
      status: 'failed',
      message: 'Não foi possível salvar. Tente novamente: nada do que você digitou foi perdido.',
      values,
    }
  }
  bookingsChanged()
  const names = changed.map((field) => fieldLabels[field as EditableField] ?? field)
  return { status: 'saved', message: names.length ? `Alterações salvas: ${names.join(', ')}.` : 'Nada mudou.', values }
}
