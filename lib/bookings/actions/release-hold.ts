'use server'

import { requireAdmin } from '../../auth/guard'
import { formNumber } from '../../forms/form-id'
import { bookingsChanged } from '../changed'
import { getBookingStore } from '../store'

/** "Liberar data": frees the quote's hold (a plain form's action: works without scripts). */
export async function releaseHold(formData: FormData): Promise<void> {
  const admin = await requireAdmin()
  const id = formNumber(formData, 'id')
  try {
    await getBookingStore().release(admin, id)
  } catch (error) {
    console.error('[agenda] falha ao liberar a data', error)
    return
  }
  bookingsChanged()
}
