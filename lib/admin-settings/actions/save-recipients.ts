'use server'

import { revalidatePath } from 'next/cache'
import { adminAction } from '../../auth/action'
import { parseRecipients } from '../recipients-input'
import { getMailStore } from '../../mail/store'

export type SaveRecipientsState =
  | { status: 'idle' }
  | { status: 'saved'; message: string }
  | { status: 'invalid' | 'failed'; message: string; text: string }

/** "Salvar" on /admin/avisos: the administrator's recipients of the business's e-mails. */
export const saveRecipients = adminAction({
  log: '[admin] salvar os destinatários falhou',
  values: (formData) => String(formData.get('recipients') ?? '').slice(0, 4000),
  parse: (text) => {
    const parsed = parseRecipients(text)
    return parsed.ok ? { ok: true, data: parsed.recipients } : { ok: false, message: parsed.message }
  },
  failure: 'Não foi possível salvar. Tente novamente.',
  refuse: ({ status, message, values }): SaveRecipientsState => ({ status, message, text: values }),
  run: async (recipients, { caller }): Promise<SaveRecipientsState> => {
    await getMailStore().setRecipients(caller, recipients)
    revalidatePath('/admin/avisos')
    const count = recipients.length
    return {
      status: 'saved',
      message: count ? `Lista salva: ${count} endereço${count > 1 ? 's' : ''}.` : 'Lista salva, sem endereços.',
    }
  },
})
