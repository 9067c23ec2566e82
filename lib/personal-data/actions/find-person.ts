'use server'

import { redirect } from 'next/navigation'
import { requireAdmin } from '../../auth/guard'
import { clearPersonKey, setPersonKey } from '../person-cookie'
import { parsePersonKey } from '../person-key'

export type FindPersonState = { message?: string; typed?: string }

/** Chooses the person to look at by e-mail or phone (kept in a cookie of the admin area, not in the URL). */
export async function findPerson(_previous: FindPersonState, formData: FormData): Promise<FindPersonState> {
  await requireAdmin()
  const typed = String(formData.get('pessoa') ?? '')
  const parsed = parsePersonKey(typed)
  if (!parsed.ok) return { message: parsed.message, typed }
  await setPersonKey(parsed.key)
  redirect('/admin/dados-pessoais')
}

/** Forgets the person being looked at. */
export async function clearPerson(): Promise<void> {
  await requireAdmin()
  await clearPersonKey()
  redirect('/admin/dados-pessoais')
}
