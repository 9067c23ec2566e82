'use server'

import { revalidatePath } from 'next/cache'
import * as z from 'zod/mini'
import { adminAction } from '../../auth/action'
import { calendarDate, recordNumber } from '../../forms/fields'
import { getAgendaStore } from '../store'

export type NextContactState =
  { status: 'idle' | 'saved'; message?: string } | { status: 'invalid' | 'failed'; message: string; value: string }

const DATE_ERROR = 'Informe uma data válida'

/** Moves a quote's next contact to another day, or clears it (an empty date: nothing more to do). */
export const setNextContact = adminAction({
  log: '[agenda] falha ao mudar o próximo contato',
  values: (formData) => String(formData.get('next_contact') ?? '').trim(),
  input: (formData, value) => ({ id: String(formData.get('id') ?? ''), date: value }),
  parse: z.object({
    id: recordNumber(DATE_ERROR),
    date: z.union([z.literal(''), calendarDate(DATE_ERROR)]),
  }),
  failure: 'Não foi possível salvar. Tente novamente.',
  refuse: ({ status, message, values }): NextContactState => ({ status, message, value: values }),
  run: async ({ id, date }, { caller, values }): Promise<NextContactState> => {
    if (!(await getAgendaStore().setNextContact(caller, id, date || null)))
      return { status: 'failed', message: 'Orçamento não encontrado.', value: values }
    revalidatePath('/admin', 'layout')
    return { status: 'saved', message: date ? 'Próximo contato salvo.' : 'Próximo contato removido.' }
  },
})
