'use server'

import { redirect } from 'next/navigation'
import * as z from 'zod/mini'
import { adminAction } from '../../auth/action'
import { isoDate } from '../../dates/calendar'
import { recordNumber } from '../../forms/fields'
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

const INVALID = 'Resultado inválido.'
const target = z.object({ id: recordNumber(INVALID), outcome: z.enum(followUpOutcomes, INVALID) })

/**
 * One tap on a card of "Para contatar hoje": records the outcome (a note with who and when) and
 * moves the next contact, then goes back to the list, which no longer shows the card. A plain form
 * before scripts run; a second tap on a card already worked records nothing.
 */
export const recordOutcome = adminAction({
  log: '[contatos] falha ao registrar o resultado do contato',
  values: (formData) => {
    const outcome = formData.get('outcome')
    return {
      value: field(formData, outcome === 'retornar' ? 'date' : outcome === 'perdido' ? 'reason' : 'value'),
      outcome: isOutcome(outcome) ? outcome : undefined,
    }
  },
  parse: (_values, formData) => {
    const parsed = z.safeParse(target, { id: field(formData, 'id'), outcome: formData.get('outcome') })
    if (!parsed.success) return { ok: false, message: INVALID }
    const extra = extraOf(parsed.data.outcome, formData)
    if (typeof extra === 'string') return { ok: false, message: extra }
    return { ok: true, data: { ...parsed.data, extra, seen: isoDate(field(formData, 'seen')) } }
  },
  refusals: ({ outcome }) =>
    outcome === 'fechado' ? { '22023': 'Informe o valor do evento para marcar como fechado.' } : {},
  recognise: (error, { outcome }, { values }): OutcomeState | undefined =>
    bookingRefusal(error)
      ? {
          status: 'failed',
          message: 'O dia do evento não tem vaga: para fechar mesmo assim, abra o orçamento e escreva o motivo.',
          value: values.value,
          outcome,
        }
      : undefined,
  failure: 'Não foi possível registrar. Tente novamente.',
  // The missing value of a win is the person's to fill in, like a field the form refused.
  refuse: ({ status, message, values, code }): OutcomeState => ({
    status: code === '22023' ? 'invalid' : status,
    message,
    ...values,
  }),
  run: async ({ id, outcome, seen, extra }, { caller, formData, values }): Promise<OutcomeState> => {
    const result = await getContactsStore().recordOutcome(caller, id, outcome, seen, extra)
    if (result === 'not_found') return { status: 'failed', message: 'Orçamento não encontrado.', ...values }
    bookingsChanged()
    const back = formData.get('all') === '1' ? 'contatos=todos&' : ''
    redirect(`/admin?${back}registrado=${result === 'stale' ? 'ja' : outcome}#contatar-hoje`)
  },
})
