'use server'

import { revalidatePath } from 'next/cache'
import { requireAdmin } from '../../auth/guard'
import { parseRecipients } from '../recipients-input'
import { getMailStore } from '../../mail/store'
import { describeFailure } from '../../log/describe-failure'

export type SaveRecipientsState =
  | { status: 'idle' }
  | { status: 'saved'; message: string }
  | { status: 'invalid' | 'failed'; message: string; text: string }

/** "Salvar" on /admin/avisos: the administrator's recipients of the business's e-mails. */
export async function saveRecipients(_previous: SaveRecipientsState, formData: FormData): Promise<SaveRecipientsState> {
  const admin = await requireAdmin()
  const text = String(formData.get('recipients') ?? '').slice(0, 4000)
  const parsed = parseRecipients(text)
  if (!parsed.ok) return { status: 'invalid', message: parsed.message, text }
  try {
    await getMailStore().setRecipients(admin, parsed.recipients)
  } catch (error) {
    console.error('[admin] salvar os destinatários falhou', describeFailure(error))
    return { status: 'failed', message: 'Não foi possível salvar. Tente novamente.', text }
  }
  revalidatePath('/admin/avisos')
  const count = parsed.recipients.length
  return {
    status: 'saved',
    message: count ? `Lista salva: ${count} endereço${count > 1 ? 's' : ''}.` : 'Lista salva, sem endereços.',
  }
}
