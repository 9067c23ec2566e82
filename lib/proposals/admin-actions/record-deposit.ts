'use server'

import { revalidatePath } from 'next/cache'
import { redirect } from 'next/navigation'
import { requireAdmin } from '../../auth/guard'
import { formNumber } from '../../forms/form-id'
import { todayInSaoPaulo } from '../../dates'
import { isWrongState } from '../contract'
import { getProposalStore } from '../store'
import { parseReais } from '../money'

export type DepositState = { status: 'idle' } | { status: 'invalid' | 'failed'; message: string; amount: string; paidOn: string }

/** "Sinal recebido": the amount and the day it arrived, for an accepted proposal. */
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
    await getProposalStore().recordPayment(admin, proposalId, cents, paidOn)
  } catch (error) {
    if (isWrongState(error)) return { status: 'failed', message: 'O sinal só pode ser registrado depois que o cliente aceitar.', amount, paidOn }
    console.error('[propostas] falha ao registrar o sinal', error)
    return { status: 'failed', message: 'Não foi possível registrar o sinal. Tente novamente.', amount, paidOn }
  }
  revalidatePath('/admin', 'layout')
  redirect(`/admin/orcamentos/${orcamentoId}/proposta?sinal=registrado`)
}
