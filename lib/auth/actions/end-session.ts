'use server'

import { revalidatePath } from 'next/cache'
import { redirect } from 'next/navigation'
import * as z from 'zod/mini'
import { endSession as end } from '../admin-sessions'
import { adminAction, plainForm } from '../action'

/** "Encerrar" on a session of "Sessões"; ending one's own session leads to the login. */
export const endSession = plainForm(
  adminAction({
    log: '[admin] encerrar a sessão falhou',
    values: (formData) => String(formData.get('id') ?? ''),
    parse: z.guid('Sessão inválida.'),
    failure: 'Não foi possível encerrar a sessão.',
    refuse: ({ status }): void => {
      if (status === 'failed') revalidatePath('/admin/sessoes')
    },
    run: async (id, { caller }) => {
      await end(id)
      if (id === caller.sessionId) redirect('/admin/login')
      revalidatePath('/admin/sessoes')
    },
  }),
)
