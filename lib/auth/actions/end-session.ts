'use server'

import { revalidatePath } from 'next/cache'
import { redirect } from 'next/navigation'
import { endSession as end } from '../admin-sessions'
import { requireAdmin } from '../guard'
import { describeFailure } from '../../log/describe-failure'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** "Encerrar" on a session of "Sessões"; ending one's own session leads to the login. */
export async function endSession(formData: FormData) {
  const admin = await requireAdmin()
  const id = String(formData.get('id') ?? '')
  if (!UUID.test(id)) return
  try {
    await end(id)
  } catch (error) {
    console.error('[admin] encerrar a sessão falhou', describeFailure(error))
  }
  if (id === admin.sessionId) redirect('/admin/login')
  revalidatePath('/admin/sessoes')
}
