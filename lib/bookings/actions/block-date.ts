'use server'

import { revalidatePath } from 'next/cache'
import * as z from 'zod/mini'
import { requireAdmin } from '../../auth/guard'
import { getBookingStore } from '../store'
import { isoDate } from '../../dates/calendar'
import { BLOCK_NOTE_MAX } from '../limits'
import { describeFailure } from '../../log/describe-failure'

export type BlockDateState =
  | { status: 'idle' | 'saved'; message?: string }
  | { status: 'invalid' | 'failed'; message: string; date: string; note: string }

const block = z.object({
  date: z.string().check(z.refine((value) => isoDate(value) !== null, 'Informe uma data válida')),
  note: z
    .string()
    .check(z.trim(), z.maxLength(BLOCK_NOTE_MAX, `A observação deve ter no máximo ${BLOCK_NOTE_MAX} caracteres`)),
})

/** Blocks a day (or changes its note), as the signed-in administrator. */
export async function blockDate(_previous: BlockDateState, formData: FormData): Promise<BlockDateState> {
  const admin = await requireAdmin()
  const typed = { date: String(formData.get('date') ?? ''), note: String(formData.get('note') ?? '') }
  const parsed = z.safeParse(block, typed)
  if (!parsed.success)
    return { status: 'invalid', message: parsed.error.issues[0]?.message ?? 'Data inválida', ...typed }
  try {
    await getBookingStore().blockDate(admin, parsed.data.date, parsed.data.note)
  } catch (error) {
    console.error('[agenda] falha ao bloquear a data', describeFailure(error))
    return { status: 'failed', message: 'Não foi possível bloquear a data. Tente novamente.', ...typed }
  }
  revalidatePath('/admin', 'layout')
  return { status: 'saved', message: 'Data bloqueada.' }
}
