'use server'

import { revalidatePath } from 'next/cache'
import { requireAdmin } from '../../auth/guard'
import { getQuoteStore } from '..'
import { isQuoteStatus, statusLabel } from '../status'

export type SetStatusResult = { ok: true; message: string } | { ok: false; message: string }

/** Moves a quote to another status, as the signed-in administrator (checked again here). */
export async function setQuoteStatus(id: number, status: string): Promise<SetStatusResult> {
  const admin = await requireAdmin()
  if (!Number.isSafeInteger(id) || id < 1 || !isQuoteStatus(status)) return { ok: false, message: 'Status inválido.' }
  try {
    const changed = await getQuoteStore().setStatus(admin, id, status)
    if (!changed) return { ok: false, message: 'Orçamento não encontrado.' }
  } catch (error) {
    console.error('[admin] falha ao mudar o status', error)
    return { ok: false, message: 'Não foi possível mudar o status. Tente novamente.' }
  }
  // The dashboard's title counts the Novo quotes; the detail view shows the status too.
  revalidatePath('/admin', 'layout')
  return { ok: true, message: `Status alterado para ${statusLabel(status)}.` }
}
