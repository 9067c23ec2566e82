'use server'

import { revalidatePath } from 'next/cache'
import * as z from 'zod/mini'
import { adminAction } from '../../auth/action'
import { getQuoteStore } from '../store'
import { NOTE_MAX } from '../notes'

export type AddNoteState =
  { status: 'idle' | 'saved' } | { status: 'invalid' | 'failed'; message: string; body: string }

const note = z.object({
  id: z.coerce.number().check(z.int(), z.positive()),
  body: z
    .string('Escreva a nota.')
    .check(
      z.trim(),
      z.minLength(1, { error: 'Escreva a nota.', abort: true }),
      z.maxLength(NOTE_MAX, `A nota deve ter no máximo ${NOTE_MAX} caracteres.`),
    ),
})

/** Adds an internal note to a quote, as the signed-in administrator (checked again here). */
export const addQuoteNote = adminAction({
  log: '[admin] falha ao gravar a nota',
  values: (formData) => String(formData.get('body') ?? ''),
  input: (formData, body) => ({ id: formData.get('id'), body }),
  parse: note,
  failure: 'Não foi possível salvar a nota. Tente novamente.',
  refuse: ({ status, message, values }): AddNoteState => ({ status, message, body: values }),
  run: async ({ id, body }, { caller }): Promise<AddNoteState> => {
    await getQuoteStore().addNote(caller, id, body)
    revalidatePath(`/admin/orcamentos/${id}`)
    return { status: 'saved' }
  },
})
