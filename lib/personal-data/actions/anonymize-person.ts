'use server'

import { revalidatePath } from 'next/cache'
import { redirect } from 'next/navigation'
import { requireAdmin } from '../../auth/guard'
import { getPersonalDataStore } from '../store'
import { ANONYMIZE_CONFIRMATION } from '../contract'
import { clearPersonKey, currentPersonKey } from '../person-cookie'
import { parsePersonKey } from '../person-key'
import { describeFailure } from '../../log/describe-failure'

export type AnonymizeState = { message?: string }

/** Anonymizes every quote of the current person, in one transaction of the database, after the typed confirmation. */
export async function anonymizePerson(_previous: AnonymizeState, formData: FormData): Promise<AnonymizeState> {
  const admin = await requireAdmin()
  if (String(formData.get('confirmacao') ?? '').trim() !== ANONYMIZE_CONFIRMATION)
    return { message: `Digite ${ANONYMIZE_CONFIRMATION} para confirmar.` }
  const person = parsePersonKey((await currentPersonKey()) ?? '')
  if (!person.ok) return { message: 'Busque a pessoa de novo: a busca expirou.' }
  let changed: number
  try {
    changed = await getPersonalDataStore().anonymize(admin, person.key)
  } catch (error) {
    console.error('[dados-pessoais] falha ao anonimizar', describeFailure(error))
    return { message: 'Não foi possível anonimizar. Nada foi alterado; tente novamente.' }
  }
  await clearPersonKey()
  revalidatePath('/admin', 'layout')
  redirect(`/admin/dados-pessoais?anonimizados=${changed}`)
}
