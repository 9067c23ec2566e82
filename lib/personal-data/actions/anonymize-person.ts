'use server'

import { revalidatePath } from 'next/cache'
import { redirect } from 'next/navigation'
import * as z from 'zod/mini'
import { adminAction } from '../../auth/action'
import { getPersonalDataStore } from '../store'
import { ANONYMIZE_CONFIRMATION } from '../contract'
import { clearPersonKey, currentPersonKey } from '../person-cookie'
import { parsePersonKey } from '../person-key'

export type AnonymizeState = { message?: string }

/** Anonymizes every quote of the current person, in one transaction of the database, after the typed confirmation. */
export const anonymizePerson = adminAction({
  log: '[dados-pessoais] falha ao anonimizar',
  values: (formData) => String(formData.get('confirmacao') ?? ''),
  parse: z.string().check(
    z.trim(),
    z.refine((typed) => typed === ANONYMIZE_CONFIRMATION, `Digite ${ANONYMIZE_CONFIRMATION} para confirmar.`),
  ),
  failure: 'Não foi possível anonimizar. Nada foi alterado; tente novamente.',
  refuse: ({ message }): AnonymizeState => ({ message }),
  run: async (_confirmed, { caller }): Promise<AnonymizeState> => {
    const person = parsePersonKey((await currentPersonKey()) ?? '')
    if (!person.ok) return { message: 'Busque a pessoa de novo: a busca expirou.' }
    const changed = await getPersonalDataStore().anonymize(caller, person.key)
    await clearPersonKey()
    revalidatePath('/admin', 'layout')
    redirect(`/admin/dados-pessoais?anonimizados=${changed}`)
  },
})
