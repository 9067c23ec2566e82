'use server'

import { randomBytes } from 'node:crypto'
import { revalidatePath } from 'next/cache'
import { adminAction } from '../../auth/action'
import { getContactsStore } from '../store'

export type CalendarFeedState =
  { status: 'idle' } | { status: 'created'; token: string } | { status: 'failed'; message: string }

/**
 * "Criar endereço" / "Renovar endereço": draws a new secret (256 bits) for the signed-in
 * administrator's calendar feed; the database keeps only its hash and the old address stops
 * answering. The token is returned once, to be shown once.
 */
export const renewCalendarFeed = adminAction({
  log: '[contatos] falha ao renovar o endereço da agenda',
  values: () => null,
  parse: () => ({ ok: true, data: null }),
  failure: 'Não foi possível criar o endereço. Tente novamente.',
  refuse: ({ message }): CalendarFeedState => ({ status: 'failed', message }),
  run: async (_input, { caller }): Promise<CalendarFeedState> => {
    const token = randomBytes(32).toString('base64url')
    await getContactsStore().renewCalendarFeed(caller, token)
    // The page says since when the address exists; the form keeps the one shown.
    revalidatePath('/admin/agenda/celular')
    return { status: 'created', token }
  },
})
