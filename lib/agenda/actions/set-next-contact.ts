'use server'

import { revalidatePath } from 'next/cache'
import { requireAdmin } from '../../auth/guard'
import { getAgendaStore } from '../store'
import { isoDate } from '../../dates/calendar'
import { describeFailure } from '../../log/describe-failure'

export type NextContactState =
  { status: 'idle' | 'saved'; message?: string } | { status: 'invalid' | 'failed'; message: string; value: string }

/** Moves a quote's next contact to another day, or clears it (an empty date: nothing more to do). */
export async function setNextContact(_previous: NextContactState, formData: FormData): Promise<NextContactState> {
  const admin = await requireAdmin()
  const id = Number(formData.get('id'))
  const value = String(formData.get('next_contact') ?? '').trim()
  const date = value === '' ? null : isoDate(value)
  if (!Number.isSafeInteger(id) || id < 1 || (value !== '' && date === null))
    return { status: 'invalid', message: 'Informe uma data válida', value }
  try {
    if (!(await getAgendaStore().setNextContact(admin, id, date)))
      return { status: 'failed', message: 'Orçamento não encontrado.', value }
  } catch (error) {
    console.error('[agenda] falha ao mudar o próximo contato', describeFailure(error))
    return { status: 'failed', message: 'Não foi possível salvar. Tente novamente.', value }
  }
  revalidatePath('/admin', 'layout')
  return { status: 'saved', message: date ? 'Próximo contato salvo.' : 'Próximo contato removido.' }
}
