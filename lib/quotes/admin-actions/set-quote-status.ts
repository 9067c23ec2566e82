'use server'

import { revalidatePath } from 'next/cache'
import { isLostReason, LOST_DETAIL_MAX } from '../lost-reasons'
import { requireAdmin } from '../../auth/guard'
import { getQuoteStore } from '../store'
import type { LostAnswer } from '../contract'
import { isQuoteStatus, statusLabel } from '../status'

export type SetStatusResult = { ok: true; message: string } | { ok: false; message: string }

/** Why it was lost, when the quote moves to Perdido: a reason, and a text for 'outro'. */
function lostAnswer(reason: unknown, detail: unknown): LostAnswer | string {
  if (!isLostReason(reason)) return 'Escolha o motivo da perda.'
  const text = typeof detail === 'string' ? detail.trim() : ''
  if (reason === 'outro' && !text) return 'Descreva o motivo da perda.'
  if (text.length > LOST_DETAIL_MAX) return `O motivo deve ter no máximo ${LOST_DETAIL_MAX} caracteres.`
  return reason === 'outro' ? { reason, detail: text } : { reason }
}

/** Moves a quote to another status, as the signed-in administrator (checked again here); Perdido needs its reason. */
export async function setQuoteStatus(id: number, status: string, lost?: { reason: string; detail?: string }): Promise<SetStatusResult> {
  const admin = await requireAdmin()
  if (!Number.isSafeInteger(id) || id < 1 || !isQuoteStatus(status)) return { ok: false, message: 'Status inválido.' }
  const answer = status === 'perdido' ? lostAnswer(lost?.reason, lost?.detail) : undefined
  if (typeof answer === 'string') return { ok: false, message: answer }
  try {
    const changed = await getQuoteStore().setStatus(admin, id, status, answer)
    if (!changed) return { ok: false, message: 'Orçamento não encontrado.' }
  } catch (error) {
    console.error('[admin] falha ao mudar o status', error)
    return { ok: false, message: 'Não foi possível mudar o status. Tente novamente.' }
  }
  // The dashboard's title counts the Novo quotes; the detail view, the agenda and today's list show the status too.
  revalidatePath('/admin', 'layout')
  return { ok: true, message: `Status alterado para ${statusLabel(status)}.` }
}
