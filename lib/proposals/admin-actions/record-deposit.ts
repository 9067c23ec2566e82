'use server'

import { redirect } from 'next/navigation'
import { requireAdmin } from '../../auth/guard'
import { formNumber } from '../../forms/form-id'
import { todayInSaoPaulo } from '../../dates'
import { bookingRefusal, overrideQuestion, overrideReason } from '../../quotes/bookings'
import { bookingsChanged } from '../../quotes/bookings-changed'
import { isWrongState } from '../contract'
import { getProposalStore } from '../store'
import { parseReais } from '../../money'
import { describeFailure } from '../../log/describe-failure'

export type DepositState = { status: 'idle' } | { status: 'invalid' | 'failed' | 'override'; message: string; amount: string; paidOn: string }

/**
 * "Sinal recebido": the amount and the day it arrived, for an accepted proposal. The payment that
 * completes the deposit confirms the date; when the hold is gone and the day has no room, the
 * screen asks why before booking it anyway (and nothing is recorded until then).
 */
export async function recordDeposit(_previous: DepositState, formData: FormData): Promise<DepositState> {
  const admin = await requireAdmin()
  const orcamentoId = formNumber(formData, 'orcamentoId')
  const proposalId = formNumber(formData, 'proposalId')
  const amount = String(formData.get('amount') ?? '').slice(0, 30)
  const paidOn = String(formData.get('paidOn') ?? '').slice(0, 10)
  const cents = parseReais(amount)
  if (cents === null || cents < 1 || cents > 1_000_000_000) return { status: 'invalid', message: 'Informe o valor recebido em reais, ex.: 1.234,56.', amount, paidOn }
  if (!/^\d{4}-\d{2}-\d{2}$/.test(paidOn) || paidOn > todayInSaoPaulo()) return { status: 'invalid', message: 'Informe a data em que o sinal foi recebido (hoje ou antes).', amount, paidOn }
  try {
    await getProposalStore().recordPayment(admin, proposalId, cents, paidOn, overrideReason(formData))
  } catch (error) {
    if (isWrongState(error)) return { status: 'failed', message: 'O sinal só pode ser registrado depois que o cliente aceitar.', amount, paidOn }
    const refusal = bookingRefusal(error)
    if (refusal) return { status: 'override', message: `O sinal não foi registrado: a pré-reserva acabou e ${overrideQuestion(refusal, null).replace(/^Este dia/, 'o dia do evento')}`, amount, paidOn }
    console.error('[propostas] falha ao registrar o sinal', describeFailure(error))
    return { status: 'failed', message: 'Não foi possível registrar o sinal. Tente novamente.', amount, paidOn }
  }
  bookingsChanged()
  redirect(`/admin/orcamentos/${orcamentoId}/proposta?sinal=registrado`)
}
