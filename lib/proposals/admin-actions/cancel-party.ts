'use server'

import { redirect } from 'next/navigation'
import * as z from 'zod/mini'
import { adminAction, type Refusal } from '../../auth/action'
import { bookingsChanged } from '../../bookings/changed'
import { formNumber } from '../../forms/form-id'
import type { ReasonState, ReasonValues } from '../reason-state'
import { getProposalStore } from '../store'

const REASON_ERROR = 'Diga o motivo (de 3 a 500 caracteres).'
const reasoned = z.object({
  reason: z.string().check(
    z.trim(),
    z.refine((reason) => reason.length >= 3 && reason.length <= 500, REASON_ERROR),
  ),
})
const values = (formData: FormData): ReasonValues => ({ reason: String(formData.get('reason') ?? '').slice(0, 600) })
const refuse = ({ status, message, values }: Refusal<ReasonValues>): ReasonState => ({ status, message, values })

/**
 * "Cancelar festa": the business's policy decides what is due back (everything inside the 7 days
 * after the online acceptance); the day is freed, the open installments closed and the quote lost.
 */
export const cancelParty = adminAction({
  log: '[propostas] falha ao cancelar a festa',
  values,
  parse: reasoned,
  refusals: { '55000': 'Só uma festa com proposta aceita pode ser cancelada.', '22023': REASON_ERROR },
  failure: 'Não foi possível cancelar a festa. Tente novamente.',
  refuse,
  run: async ({ reason }, { caller, formData }): Promise<ReasonState> => {
    const orcamentoId = formNumber(formData, 'orcamentoId')
    await getProposalStore().cancelParty(caller, orcamentoId, reason)
    bookingsChanged()
    redirect(`/admin/orcamentos/${orcamentoId}/proposta?festa=cancelada`)
  },
})

/** "Reabrir festa": the cancelled party takes payments again (audited); the date is booked again by hand. */
export const reopenParty = adminAction({
  log: '[propostas] falha ao reabrir a festa',
  values,
  parse: reasoned,
  refusals: { '55000': 'Esta festa não está cancelada.', '22023': REASON_ERROR },
  failure: 'Não foi possível reabrir a festa. Tente novamente.',
  refuse,
  run: async ({ reason }, { caller, formData }): Promise<ReasonState> => {
    const orcamentoId = formNumber(formData, 'orcamentoId')
    await getProposalStore().reopenParty(caller, orcamentoId, reason)
    redirect(`/admin/orcamentos/${orcamentoId}/proposta?festa=reaberta`)
  },
})
