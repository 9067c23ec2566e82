'use server'

import { adminAction, plainForm } from '../../auth/action'
import { formNumber } from '../../forms/form-id'
import { bookingsChanged } from '../changed'
import { getBookingStore } from '../store'

/** "Liberar data": frees the quote's hold (a plain form's action: works without scripts). */
export const releaseHold = plainForm(
  adminAction({
    log: '[agenda] falha ao liberar a data',
    values: () => null,
    parse: (_values, formData) => ({ ok: true, data: formNumber(formData, 'id') }),
    failure: 'Não foi possível liberar a data.',
    refuse: (): void => {},
    run: async (id, { caller }) => {
      await getBookingStore().release(caller, id)
      bookingsChanged()
    },
  }),
)
