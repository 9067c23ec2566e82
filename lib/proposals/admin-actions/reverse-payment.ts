'use server'

import { redirect } from 'next/navigation'
import * as z from 'zod/mini'
import { adminAction } from '../../auth/action'
import { formNumber } from '../../forms/form-id'
import type { ReasonState, ReasonValues } from '../reason-state'
import { getProposalStore } from '../store'

const REASON_ERROR = 'Diga por que o pagamento está sendo estornado (de 3 a 500 caracteres).'

const reversal = z.object({
  reason: z.string().check(
    z.trim(),
    z.refine((reason) => reason.length >= 3 && reason.length <= 500, REASON_ERROR),
  ),
})

/**
 * "Estornar": a payment typed wrong is cancelled by its counter-entry, with the reason; its receipt
 * then says "cancelado" and the installments it paid open again. Nothing is edited or deleted.
 */
export const reversePayment = adminAction({
  log: '[propostas] falha ao estornar o pagamento',
  values: (formData): ReasonValues => ({ reason: String(formData.get('reason') ?? '').slice(0, 600) }),
  parse: reversal,
  refusals: {
    PY002: 'Este pagamento já foi estornado.',
    PY003: 'O estorno passa do que ficou com o buffet depois das devoluções: confira os recibos.',
    P0002: 'Este pagamento não é desta proposta.',
    '22023': REASON_ERROR,
  },
  failure: 'Não foi possível estornar o pagamento. Tente novamente.',
  refuse: ({ status, message, values }): ReasonState => ({ status, message, values }),
  run: async ({ reason }, { caller, formData }): Promise<ReasonState> => {
    const orcamentoId = formNumber(formData, 'orcamentoId')
    const paymentId = formNumber(formData, 'paymentId')
    await getProposalStore().reversePayment(caller, formNumber(formData, 'proposalId'), paymentId, reason)
    redirect(`/admin/orcamentos/${orcamentoId}/proposta?estorno=${paymentId}`)
  },
})
