'use server'

import { revalidatePath } from 'next/cache'
import * as z from 'zod/mini'
import { requireAdmin } from '../../auth/guard'
import { getQuoteStore } from '../store'
import { NOTE_MAX } from '../notes'
import { describeFailure } from '../../log/describe-failure'

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
export async function addQuoteNote(_previous: AddNoteState, formData: FormData): Promise<AddNoteState> {
  const admin = await requireAdmin()
  const typed = String(formData.get('body') ?? '')
  const parsed = z.safeParse(note, { id: formData.get('id'), body: typed })
  if (!parsed.success)
    return { status: 'invalid', message: parsed.error.issues[0]?.message ?? 'Nota inválida.', body: typed }
  try {
    await getQuoteStore().addNote(admin, parsed.data.id, parsed.data.body)
  } catch (error) {
    console.error('[admin] falha ao gravar a nota', describeFailure(error))
    return { status: 'failed', message: 'Não foi possível salvar a nota. Tente novamente.', body: typed }
  }
  revalidatePath(`/admin/orcamentos/${parsed.data.id}`)
  return { status: 'saved' }
}
