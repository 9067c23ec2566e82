'use server'

import { revalidatePath, revalidateTag } from 'next/cache'
import { adminAction } from '../../auth/action'
import { wholeNumber } from '../../forms/fields'
import { getPersonalDataStore } from '../store'
import { RETENTION_MAX_MONTHS, RETENTION_MIN_MONTHS } from '../contract'
import { RETENTION_TAG } from '../public-retention'
import { retentionLabel } from '../retention-label'

export type SetRetentionState =
  | { status: 'idle' }
  | { status: 'saved'; message: string }
  | { status: 'invalid' | 'failed'; message: string; typed: string }

/** Changes the retention period; the privacy page, which prints it, is rendered again. */
export const setRetention = adminAction({
  log: '[dados-pessoais] falha ao mudar o prazo de guarda',
  values: (formData) => String(formData.get('meses') ?? '').trim(),
  parse: wholeNumber(
    RETENTION_MIN_MONTHS,
    RETENTION_MAX_MONTHS,
    `Informe um prazo entre ${RETENTION_MIN_MONTHS} e ${RETENTION_MAX_MONTHS} meses.`,
  ),
  failure: 'Não foi possível salvar o prazo. Tente novamente.',
  refuse: ({ status, message, values }): SetRetentionState => ({ status, message, typed: values }),
  run: async (months, { caller }): Promise<SetRetentionState> => {
    await getPersonalDataStore().setRetentionMonths(caller, months)
    revalidateTag(RETENTION_TAG, { expire: 0 })
    revalidatePath('/politica-de-privacidade')
    revalidatePath('/admin/dados-pessoais')
    return {
      status: 'saved',
      message: `Prazo de guarda: ${retentionLabel(months, false)}. A política de privacidade já mostra o novo prazo.`,
    }
  },
})
