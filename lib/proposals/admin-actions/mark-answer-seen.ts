'use server'

import { revalidatePath } from 'next/cache'
import { requireAdmin } from '../../auth/guard'
import { formNumber } from '../../forms/form-id'
import { getProposalStore } from '../store'

/** "Visto": the client's answer leaves the top of the dashboard (a later answer comes back). */
export async function markAnswerSeen(formData: FormData): Promise<void> {
  const admin = await requireAdmin()
  await getProposalStore().answerSeen(admin, formNumber(formData, 'orcamentoId'))
  revalidatePath('/admin')
}
