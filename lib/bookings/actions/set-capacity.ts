'use server'

import { revalidatePath } from 'next/cache'
import { requireAdmin } from '../../auth/guard'
import { getBookingStore } from '../store'
import { CAPACITY_MAX } from '../limits'
import { describeFailure } from '../../log/describe-failure'

export type CapacityState =
  { status: 'idle' | 'saved'; message?: string } | { status: 'invalid' | 'failed'; message: string; value: string }

/** Sets "eventos por dia": how many bookings (confirmed events and live holds) make a date full. */
export async function setCapacity(_previous: CapacityState, formData: FormData): Promise<CapacityState> {
  const admin = await requireAdmin()
  const value = String(formData.get('events_per_day') ?? '').trim()
  const count = /^\d{1,2}$/.test(value) ? Number(value) : NaN
  if (!(count >= 1 && count <= CAPACITY_MAX))
    return { status: 'invalid', message: `Informe um número de 1 a ${CAPACITY_MAX}`, value }
  try {
    await getBookingStore().setCapacity(admin, count)
  } catch (error) {
    console.error('[agenda] falha ao mudar a capacidade', describeFailure(error))
    return { status: 'failed', message: 'Não foi possível salvar. Tente novamente.', value }
  }
  revalidatePath('/admin', 'layout')
  return { status: 'saved', message: `Capacidade salva: ${count} ${count === 1 ? 'evento' : 'eventos'} por dia.` }
}
