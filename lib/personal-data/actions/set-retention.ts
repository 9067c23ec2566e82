'use server'

import { revalidatePath, revalidateTag } from 'next/cache'
import { requireAdmin } from '../../auth/guard'
import { getPersonalDataStore } from '../store'
import { RETENTION_MAX_MONTHS, RETENTION_MIN_MONTHS } from '../contract'
import { RETENTION_TAG } from '../public-retention'
import { retentionLabel } from '../retention-label'
import { describeFailure } from '../../log/describe-failure'

export type SetRetentionState =
  | { status: 'idle' }
  | { status: 'saved'; message: string }
  | { status: 'invalid' | 'failed'; message: string; typed: string }

/** Changes the retention period; the privacy page, which prints it, is rendered again. */
export async function setRetention(_previous: SetRetentionState, formData: FormData): Promise<SetRetentionState> {
  const admin = await requireAdmin()
  const typed = String(formData.get('meses') ?? '').trim()
  const months = /^\d{1,3}$/.test(typed) ? Number(typed) : NaN
  if (!(months >= RETENTION_MIN_MONTHS && months <= RETENTION_MAX_MONTHS)) {
    return {
      status: 'invalid',
      message: `Informe um prazo entre ${RETENTION_MIN_MONTHS} e ${RETENTION_MAX_MONTHS} meses.`,
      typed,
    }
  }
  try {
    await getPersonalDataStore().setRetentionMonths(admin, months)
  } catch (error) {
    console.error('[dados-pessoais] falha ao mudar o prazo de guarda', describeFailure(error))
    return { status: 'failed', message: 'Não foi possível salvar o prazo. Tente novamente.', typed }
  }
  revalidateTag(RETENTION_TAG, { expire: 0 })
  revalidatePath('/politica-de-privacidade')
  revalidatePath('/admin/dados-pessoais')
  return {
    status: 'saved',
    message: `Prazo de guarda: ${retentionLabel(months, false)}. A política de privacidade já mostra o novo prazo.`,
  }
}
