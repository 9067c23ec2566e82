'use server'

import { isLostReason, LOST_DETAIL_MAX } from '../lost-reasons'
import { requireAdmin } from '../../auth/guard'
import { sqlState } from '../../db/rpc'
import { bookingRefusal, OVERRIDE_REASON_MAX, overrideQuestion } from '../../bookings/rules'
import { bookingsChanged } from '../../bookings/changed'
import { EVENT_VALUE_ERROR, eventValueCents } from '../event-form'
import { getQuoteStore, type WinDetails } from '../store'
import type { LostAnswer } from '../contract'
import { isQuoteStatus, statusLabel } from '../status'
import { describeFailure } from '../../log/describe-failure'

/** `ask`: what the screen must ask before trying again (the event's value, or why to book a full or blocked day). */
export type SetStatusResult = { ok: true; message: string } | { ok: false; message: string; ask?: 'value' | 'override' }

/** Why it was lost, when the quote moves to Perdido: a reason, and a text for 'outro'. */
function lostAnswer(reason: unknown, detail: unknown): LostAnswer | string {
  if (!isLostReason(reason)) return 'Escolha o motivo da perda.'
  const text = typeof detail === 'string' ? detail.trim() : ''
  if (reason === 'outro' && !text) return 'Descreva o motivo da perda.'
  if (text.length > LOST_DETAIL_MAX) return `O motivo deve ter no máximo ${LOST_DETAIL_MAX} caracteres.`
  return reason === 'outro' ? { reason, detail: text } : { reason }
}

/** What a win carries as typed: the event's value in reais, the override's reason. */
function winDetails(won: { value?: string; override?: string } | undefined): WinDetails | string {
  const valueCents = won?.value === undefined ? null : eventValueCents(won.value)
  if (valueCents === undefined) return EVENT_VALUE_ERROR
  const overrideReason = won?.override?.trim().slice(0, OVERRIDE_REASON_MAX)
  return { ...(valueCents !== null && { valueCents }), ...(overrideReason && { overrideReason }) }
}

/**
 * Moves a quote to another status, as the signed-in administrator (checked again here). Perdido needs
 * its reason; Fechado (ganho) books the date through the day's rule and needs the event's value
 * unless the quote has one (an accepted proposal gives it).
 */
export async function setQuoteStatus(
  id: number,
  status: string,
  lost?: { reason: string; detail?: string },
  won?: { value?: string; override?: string },
): Promise<SetStatusResult> {
  const admin = await requireAdmin()
  if (!Number.isSafeInteger(id) || id < 1 || !isQuoteStatus(status)) return { ok: false, message: 'Status inválido.' }
  const answer = status === 'perdido' ? lostAnswer(lost?.reason, lost?.detail) : undefined
  if (typeof answer === 'string') return { ok: false, message: answer }
  const details = status === 'fechado' ? winDetails(won) : {}
  if (typeof details === 'string') return { ok: false, message: details, ask: 'value' }
  const store = getQuoteStore()
  try {
    const changed = await store.setStatus(admin, id, status, answer, details)
    if (!changed) return { ok: false, message: 'Orçamento não encontrado.' }
  } catch (error) {
    const refusal = bookingRefusal(error)
    if (refusal)
      return {
        ok: false,
        message: overrideQuestion(refusal, (await store.get(admin, id))?.date ?? null),
        ask: 'override',
      }
    // For a win, the only argument the database may still refuse is the missing value.
    if (status === 'fechado' && sqlState(error) === '22023')
      return { ok: false, message: 'Informe o valor do evento para marcar como fechado.', ask: 'value' }
    console.error('[admin] falha ao mudar o status', describeFailure(error))
    return { ok: false, message: 'Não foi possível mudar o status. Tente novamente.' }
  }
  // The dashboard's title counts the Novo quotes; the detail view, the agenda and today's list show the status too.
  bookingsChanged()
  return { ok: true, message: `Status alterado para ${statusLabel(status)}.` }
}
