'use server'

import { redirect } from 'next/navigation'
import { requireAdmin } from '../../auth/guard'
import { sqlState } from '../../db/rpc'
import { bookingsChanged } from '../../bookings/changed'
import { getContactsStore } from '../store'

/** "Avaliação recebida": the client posted the review; the report counts it. */
export async function markReviewReceived(formData: FormData): Promise<void> {
  const admin = await requireAdmin()
  const id = Number(formData.get('id'))
  const from = formData.get('from') === 'orcamento' ? `/admin/orcamentos/${id}` : '/admin'
  if (!Number.isSafeInteger(id) || id < 1) redirect('/admin?avaliacao=invalido')
  try {
    await getContactsStore().reviewReceived(admin, id)
  } catch (error) {
    if (sqlState(error) === '22023') redirect(`${from}?avaliacao=nao-fechado`)
    console.error('[contatos] falha ao marcar a avaliação recebida', error)
    redirect(`${from}?avaliacao=falhou`)
  }
  bookingsChanged()
  redirect(`${from}?avaliacao=recebida`)
}
