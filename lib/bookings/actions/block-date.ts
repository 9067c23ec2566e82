'use server'

import { revalidatePath } from 'next/cache'
import * as z from 'zod/mini'
import { adminAction, typedFields } from '../../auth/action'
import { calendarDate } from '../../forms/fields'
import { getBookingStore } from '../store'
import { BLOCK_NOTE_MAX } from '../limits'

export type BlockDateState =
  | { status: 'idle' | 'saved'; message?: string }
  | { status: 'invalid' | 'failed'; message: string; date: string; note: string }

/** Blocks a day (or changes its note), as the signed-in administrator. */
export const blockDate = adminAction({
  log: '[agenda] falha ao bloquear a data',
  values: (formData) => typedFields(formData, ['date', 'note']),
  parse: z.object({
    date: calendarDate('Informe uma data válida'),
    note: z
      .string()
      .check(z.trim(), z.maxLength(BLOCK_NOTE_MAX, `A observação deve ter no máximo ${BLOCK_NOTE_MAX} caracteres`)),
  }),
  failure: 'Não foi possível bloquear a data. Tente novamente.',
  refuse: ({ status, message, values }): BlockDateState => ({ status, message, ...values }),
  run: async ({ date, note }, { caller }): Promise<BlockDateState> => {
    await getBookingStore().blockDate(caller, date, note)
    revalidatePath('/admin', 'layout')
    return { status: 'saved', message: 'Data bloqueada.' }
  },
})
