'use server'

import { revalidatePath } from 'next/cache'
import { requireAdmin } from '../../auth/guard'
import { getContactsStore } from '../store'

export type EventSheetState = {
  status: 'idle' | 'saved' | 'invalid' | 'failed'
  message?: string
  notes?: string
  checklist?: string
}

const NOTES_MAX = 2000
const ITEMS_MAX = 40
const ITEM_MAX = 200

/** The owner's notes for the team and the checklist (one item a line) of an event's sheet. */
export async function saveEventSheet(_previous: EventSheetState, formData: FormData): Promise<EventSheetState> {
  const admin = await requireAdmin()
  const id = Number(formData.get('id'))
  const notes = String(formData.get('team_notes') ?? '')
    .replace(/\r\n/g, '\n')
    .trim()
  const checklist = String(formData.get('checklist') ?? '').replace(/\r\n/g, '\n')
  const items = checklist
    .split('\n')
    .map((item) => item.trim())
    .filter(Boolean)
  const invalid = (message: string): EventSheetState => ({ status: 'invalid', message, notes, checklist })
  if (!Number.isSafeInteger(id) || id < 1) return invalid('Orçamento inválido.')
  if (notes.length > NOTES_MAX) return invalid(`As observações devem ter no máximo ${NOTES_MAX} caracteres.`)
  if (items.length > ITEMS_MAX) return invalid(`O checklist pode ter no máximo ${ITEMS_MAX} itens.`)
  if (items.some((item) => item.length > ITEM_MAX))
    return invalid(`Cada item do checklist deve ter no máximo ${ITEM_MAX} caracteres.`)
  try {
    if (!(await getContactsStore().saveEventSheet(admin, id, notes, items)))
      return { status: 'failed', message: 'Orçamento não encontrado.', notes, checklist }
  } catch (error) {
    console.error('[contatos] falha ao salvar a ficha do evento', error)
    return { status: 'failed', message: 'Não foi possível salvar. Tente novamente.', notes, checklist }
  }
  revalidatePath(`/admin/orcamentos/${id}/ficha`)
  revalidatePath('/admin/agenda/semana')
  return { status: 'saved', message: 'Ficha salva.' }
}
