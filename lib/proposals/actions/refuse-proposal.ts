'use server'

import { headers } from 'next/headers'
import { redirect } from 'next/navigation'
import { after } from 'next/server'
import { publicAction } from '../../auth/action'
import { formText } from '../../forms/form-id'
import { requestAddress } from '../../limits'
import { refuseSchema } from '../answer-schema'
import { notifyRefusal } from '../notify'
import { getProposalStore } from '../store'
import { isTokenShape } from '../token'

export type RefuseState = { status: 'idle' } | { status: 'invalid' | 'failed'; message: string; reason: string }

/**
 * "Recusar": records the refusal once, with the optional reason (the quote goes back to "Em
 * contato", the reason in its notes, today as the next contact), tells the business, and shows the page again.
 */
export const refuseProposal = publicAction({
  log: '[propostas] falha ao registrar a recusa',
  values: (formData) => String(formData.get('reason') ?? '').slice(0, 5000),
  input: (_formData, reason) => ({ reason }),
  parse: refuseSchema,
  failure: 'Não foi possível registrar a recusa agora. Tente novamente em instantes.',
  refuse: ({ status, message, values }): RefuseState => ({ status, message, reason: values }),
  run: async ({ reason }, { formData }): Promise<RefuseState> => {
    const token = formText(formData, 'token')
    if (!isTokenShape(token)) redirect(`/proposta/${encodeURIComponent(token)}`)
    const store = getProposalStore()
    const given = reason || null
    const userAgent = (await headers()).get('user-agent')?.slice(0, 500) ?? null
    const result = await store.refuse(token, given, { clientAddress: await requestAddress(), userAgent })
    if (result.outcome === 'refused' && result.orcamentoId !== undefined) {
      const orcamentoId = result.orcamentoId
      after(async () => {
        const view = await store.view(token)
        if (view) await notifyRefusal(view.content, { orcamentoId, reason: given, token })
      })
    }
    redirect(`/proposta/${token}`)
  },
})
