'use server'

import { randomBytes } from 'node:crypto'
import { revalidatePath } from 'next/cache'
import { requireAdmin } from '../../auth/guard'
import { getContactsStore } from '../store'

export type CalendarFeedState =
  { status: 'idle' } | { status: 'created'; token: string } | { status: 'failed'; message: string }

/**
 * "Criar endereço" / "Renovar endereço": draws a new secret (256 bits) for the signed-in
 * administrator's calendar feed; the database keeps only its hash and the old address stops
 * answering. The token is returned once, to be shown once.
 */
export async function renewCalendarFeed(_previous: CalendarFeedState): Promise<CalendarFeedState> {
  const admin = await requireAdmin()
  const token = randomBytes(32).toString('base64url')
  try {
    await getContactsStore().renewCalendarFeed(admin, token)
  } catch (error) {
    console.error('[contatos] falha ao renovar o endereço da agenda', error)
    return { status: 'failed', message: 'Não foi possível criar o endereço. Tente novamente.' }
  }
  // The page says since when the address exists; the form keeps the one shown.
  revalidatePath('/admin/agenda/celular')
  return { status: 'created', token }
}
