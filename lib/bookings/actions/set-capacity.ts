'use server'

import { revalidatePath } from 'next/cache'
import { adminAction } from '../../auth/action'
import { wholeNumber } from '../../forms/fields'
import { getBookingStore } from '../store'
import { CAPACITY_MAX } from '../limits'

export type CapacityState =
  { status: 'idle' | 'saved'; message?: string } | { status: 'invalid' | 'failed'; message: string; value: string }

/** Sets "eventos por dia": how many bookings (confirmed events and live holds) make a date full. */
export const setCapacity = adminAction({
  log: '[agenda] falha ao mudar a capacidade',
  values: (formData) => String(formData.get('events_per_day') ?? '').trim(),
  parse: wholeNumber(1, CAPACITY_MAX, `Informe um número de 1 a ${CAPACITY_MAX}`),
  failure: 'Não foi possível salvar. Tente novamente.',
  refuse: ({ status, message, values }): CapacityState => ({ status, message, value: values }),
  run: async (count, { caller }): Promise<CapacityState> => {
    await getBookingStore().setCapacity(caller, count)
    revalidatePath('/admin', 'layout')
    return { status: 'saved', message: `Capacidade salva: ${count} ${count === 1 ? 'evento' : 'eventos'} por dia.` }
  },
})
