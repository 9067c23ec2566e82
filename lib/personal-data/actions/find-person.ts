'use server'

import { redirect } from 'next/navigation'
import { adminAction } from '../../auth/action'
import { requireAdmin } from '../../auth/guard'
import { clearPersonKey, setPersonKey } from '../person-cookie'
import { parsePersonKey } from '../person-key'

export type FindPersonState = { message?: string; typed?: string }

/** Chooses the person to look at by e-mail or phone (kept in a cookie of the admin area, not in the URL). */
export const findPerson = adminAction({
  log: '[dados-pessoais] falha ao escolher a pessoa',
  values: (formData) => String(formData.get('pessoa') ?? ''),
  parse: (typed) => {
    const parsed = parsePersonKey(typed)
    return parsed.ok ? { ok: true, data: parsed.key } : { ok: false, message: parsed.message }
  },
  failure: 'Não foi possível buscar a pessoa. Tente novamente.',
  refuse: ({ message, values }): FindPersonState => ({ message, typed: values }),
  run: async (key): Promise<FindPersonState> => {
    await setPersonKey(key)
    redirect('/admin/dados-pessoais')
  },
})

/** Forgets the person being looked at. */
export async function clearPerson(): Promise<void> {
  await requireAdmin()
  await clearPersonKey()
  redirect('/admin/dados-pessoais')
}
