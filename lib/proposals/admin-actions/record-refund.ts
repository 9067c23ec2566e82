'use server'

import { redirect } from 'next/navigation'
import * as z from 'zod/mini'
import { adminAction } from '../../auth/action'
import { formNumber } from '../../forms/form-id'
import { moneyMovement } from '../money-movement'
import { getProposalStore } from '../store'

export type RefundValues = { amount: string; paidOn: string; method: string; reason: string }
export type RefundState = { status: 'idle' } | { status: 'invalid' | 'failed'; message: string; values: RefundValues }

const AMOUNT_ERROR = 'Informe o valor devolvido em reais, ex.: 1.234,56.'
const PAID_ON_ERROR = 'Informe a data em que o dinheiro foi devolvido (hoje ou antes).'
const REASON_ERROR = 'Diga o motivo da devolução (de 3 a 500 caracteres).'

const refund = z.object({
  ...moneyMovement({ amount: AMOUNT_ERROR, paidOn: PAID_ON_ERROR, method: 'Escolha a forma da devolução.' }),
  reason: z.string().check(
    z.trim(),
    z.refine((reason) => reason.length >= 3 && reason.length <= 500, REASON_ERROR),
  ),
})

/** "Devolução": money given back to the client (amount, day, method, why), with its own receipt. */
export const recordRefund = adminAction({
  log: '[propostas] falha ao registrar a devolução',
  values: (formData): RefundValues => ({
    amount: String(formData.get('amount') ?? '').slice(0, 30),
    paidOn: String(formData.get('paidOn') ?? '').slice(0, 10),
    method: String(formData.get('method') ?? '').slice(0, 20),
    reason: String(formData.get('reason') ?? '').slice(0, 600),
  }),
  parse: refund,
  refusals: {
    PY003: 'A devolução passa do que o buffet recebeu e ainda não devolveu: confira os recibos.',
    '22008': 'A data da devolução precisa ficar entre o envio da proposta e hoje.',
    '22023': REASON_ERROR,
  },
  failure: 'Não foi possível registrar a devolução. Tente novamente.',
  refuse: ({ status, message, values }): RefundState => ({ status, message, values }),
  run: async ({ amount, paidOn, method, reason }, { caller, formData }): Promise<RefundState> => {
    const orcamentoId = formNumber(formData, 'orcamentoId')
    const receipt = await getProposalStore().recordRefund(caller, formNumber(formData, 'proposalId'), {
      amountCents: amount,
      paidOn,
      method,
      reason,
    })
    redirect(`/admin/orcamentos/${orcamentoId}/proposta?recibo=${receipt}`)
  },
})
