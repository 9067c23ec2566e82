'use server'

import { revalidatePath } from 'next/cache'
import { adminAction, plainForm } from '../../auth/action'
import { formNumber } from '../../forms/form-id'
import { getProposalStore } from '../store'

/** "Visto": the client's answer leaves the top of the dashboard (a later answer comes back). */
export const markAnswerSeen = plainForm(
  adminAction({
    log: '[propostas] falha ao marcar a resposta como vista',
    values: () => null,
    parse: (_values, formData) => ({ ok: true, data: formNumber(formData, 'orcamentoId') }),
    failure: 'Não foi possível marcar a resposta como vista.',
    refuse: (): void => {},
    run: async (orcamentoId, { caller }) => {
      await getProposalStore().answerSeen(caller, orcamentoId)
      revalidatePath('/admin')
    },
  }),
)
