'use server'

import { revalidatePath } from 'next/cache'
import * as z from 'zod/mini'
import { adminAction } from '../../auth/action'
import { recordNumber } from '../../forms/fields'
import { getContactsStore } from '../store'

export type EventSheetState = {
  status: 'idle' | 'saved' | 'invalid' | 'failed'
  message?: string
  notes?: string
  checklist?: string
}

// The table's limits (event_sheets: notes, items, and all the items' characters together).
const NOTES_MAX = 2000
const ITEMS_MAX = 40
const ITEM_MAX = 200
const CHECKLIST_MAX = 4000

const sheet = z.object({
  id: recordNumber('Orçamento inválido.'),
  notes: z.string().check(z.maxLength(NOTES_MAX, `As observações devem ter no máximo ${NOTES_MAX} caracteres.`)),
  items: z.array(z.string()).check(
    z.maxLength(ITEMS_MAX, `O checklist pode ter no máximo ${ITEMS_MAX} itens.`),
    z.refine(
      (items) => items.every((item) => item.length <= ITEM_MAX),
      `Cada item do checklist deve ter no máximo ${ITEM_MAX} caracteres.`,
    ),
    z.refine(
      (items) => items.join('').length <= CHECKLIST_MAX,
      `O checklist pode ter no máximo ${CHECKLIST_MAX} caracteres ao todo.`,
    ),
  ),
})

/** The owner's notes for the team and the checklist (one item a line) of an event's sheet. */
export const saveEventSheet = adminAction({
  log: '[contatos] falha ao salvar a ficha do evento',
  values: (formData) => ({
    notes: String(formData.get('team_notes') ?? '')
      .replace(/\r\n/g, '\n')
      .trim(),
    checklist: String(formData.get('checklist') ?? '').replace(/\r\n/g, '\n'),
  }),
  input: (formData, { notes, checklist }) => ({
    id: String(formData.get('id') ?? ''),
    notes,
    items: checklist
      .split('\n')
      .map((item) => item.trim())
      .filter(Boolean),
  }),
  parse: sheet,
  failure: 'Não foi possível salvar. Tente novamente.',
  refuse: ({ status, message, values }): EventSheetState => ({ status, message, ...values }),
  run: async ({ id, notes, items }, { caller, values }): Promise<EventSheetState> => {
    if (!(await getContactsStore().saveEventSheet(caller, id, notes, items)))
      return { status: 'failed', message: 'Orçamento não encontrado.', ...values }
    revalidatePath(`/admin/orcamentos/${id}/ficha`)
    revalidatePath('/admin/agenda/semana')
    return { status: 'saved', message: 'Ficha salva.' }
  },
})
