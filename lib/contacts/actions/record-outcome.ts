'use server'

import { redirect } from 'next/navigation'
import { requireAdmin } from '../../auth/guard'
import { isoDate } from '../../dates/calendar'
import { sqlState } from '../../db/rpc'
import { todayInSaoPaulo } from '../../dates'
import { bookingRefusal } from '../../bookings/rules'
import { bookingsChanged } from '../../bookings/changed'
import { EVENT_VALUE_ERROR, eventValueCents } from '../../quotes/event-form'
import { isLostReason } from '../../quotes/lost-reasons'
import { followUpOutcomes, type FollowUpOutcome } from '../contract'
import { getContactsStore } from '../store'

/** What the card shows again after a refusal: the message, and the field's value as typed. */
export type OutcomeState =
  { status: 'idle' } | { status: 'invalid' | 'failed'; message: string; value: string; outcome?: FollowUpOutcome }

const isOutcome = (value: unknown): value is FollowUpOutcome => followUpOutcomes.some((outcome) => outcome === value)

const field = (formData: FormData, name: string) => String(formData.get(name) ?? '').trim()

/** The one field an outcome may carry, checked: the day to call back, the lost reason, or the event's value. */
function extraOf(
  outcome: FollowUpOutcome,
  formData: FormData,
): { date?: string; lostReason?: string; valueCents?: number } | string {
  if (outcome === 'retornar') {
    const date = isoDate(field(formData, 'date'))
    return date && date >= todayInSaoPaulo() ? { date } : 'Informe o dia do retorno (de hoje em diante).'
  }
  if (outcome === 'perdido') {
    const reason = field(formData, 'reason')
    return isLostReason(reason) && reason !== 'outro' ? { lostReason: reason } : 'Escolha o motivo da perda.'
  }
  if (outcome === 'fechado' && field(formData, 'value') !== '') {
    const cents = eventValueCents(field(formData, 'value'))
    return typeof cents === 'number' ? { valueCents: cents } : EVENT_VALUE_ERROR
  }
  return {}
}

/**
 * One tap on a card of "Para contatar hoje": records the outcome (a note with who and when) and
 * moves the next contact, then goes back to the list, which no longer shows the card. A plain form
 * before scripts run; a second tap on a card already worked records nothing.
 */
export async function recordOutcome(_previous: OutcomeState, formData: FormData): Promise<OutcomeState> {
  const admin = await requireAdmin()
  const id = Number(formData.get('id'))
  const outcome = formData.get('outcome')
  const seen = isoDate(field(formData, 'seen'))
  const value = field(formData, outcome === 'retornar' ? 'date' : outcome === 'perdido' ? 'reason' : 'value')
  if (!Number.isSafeInteger(id) || id < 1 || !isOutcome(outcome))
    return { status: 'invalid', message: 'Resultado inválido.', value }
  const extra = extraOf(outcome, formData)
  if (typeof extra === 'string') return { status: 'invalid', message: extra, value, outcome }
  let result: string
  try {
    result = await getContactsStore().recordOutcome(admin, id, outcome, seen, extra)
  } catch (error) {
    if (bookingRefusal(error))
      return {
        status: 'failed',
        message: 'O dia do evento não tem vaga: para fechar mesmo assim, abra o orçamento e escreva o motivo.',
        value,
        outcome,
      }
    if (outcome === 'fechado' && sqlState(error) === '22023')
      return { status: 'invalid', message: 'Informe o valor do evento para marcar como fechado.', value, outcome }
    console.error('[contatos] falha ao registrar o resultado do contato', error)
    return { status: 'failed', message: 'Não foi possível registrar. Tente novamente.', value, outcome }
  }
  if (result === 'not_found') return { status: 'failed', message: 'Orçamento não encontrado.', value, outcome }
  bookingsChanged()
  const back = formData.get('all') === '1' ? 'contatos=todos&' : ''
  redirect(`/admin?${back}registrado=${result === 'stale' ? 'ja' : outcome}#contatar-hoje`)
}
