'use server'

import { revalidatePath } from 'next/cache'
import { requireAdmin } from '../../auth/guard'
import { getBookingStore } from '../store'
import { isoDate } from '../../dates/calendar'
import { describeFailure } from '../../log/describe-failure'

/** Unblocks a day, as the signed-in administrator (a plain form's action: works without scripts). */
export async function unblockDate(formData: FormData): Promise<void> {
  const admin = await requireAdmin()
  const date = isoDate(String(formData.get('date') ?? ''))
  if (!date) return
  try {
    await getBookingStore().unblockDate(admin, date)
  } catch (error) {
    console.error('[agenda] falha ao desbloquear a data', describeFailure(error))
    return
  }
  revalidatePath('/admin', 'layout')
}
