'use server'

import { revalidatePath } from 'next/cache'
import { adminAction, plainForm } from '../../auth/action'
import { calendarDate } from '../../forms/fields'
import { getBookingStore } from '../store'

/** Unblocks a day, as the signed-in administrator (a plain form's action: works without scripts). */
export const unblockDate = plainForm(
  adminAction({
    log: '[agenda] falha ao desbloquear a data',
    values: (formData) => String(formData.get('date') ?? ''),
    parse: calendarDate('Informe uma data válida'),
    failure: 'Não foi possível desbloquear a data.',
    refuse: (): void => {},
    run: async (date, { caller }) => {
      await getBookingStore().unblockDate(caller, date)
      revalidatePath('/admin', 'layout')
    },
  }),
)
