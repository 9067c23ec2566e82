'use server'

import { headers } from 'next/headers'
import { redirect } from 'next/navigation'
import { after } from 'next/server'
import { formText } from '../../forms/form-id'
import { requestAddress } from '../../limits'
import { refuseSchema } from '../answer-schema'
import { notifyRefusal } from '../notify'
import { getProposalStore } from '../store'
import { isTokenShape } from '../token'
import { describeFailure } from '../../log/describe-failure'

export type RefuseState = { status: 'idle' } | { status: 'invalid' | 'failed'; message: string; reason: string }

/**
 * "Recusar": records the refusal once, with the optional reason (the quote goes back to "Em
 * contato", the reason in its notes, today as the next contact), tells the business, and shows the page again.
 */
export async function refuseProposal(_previous: RefuseState, formData: FormData): Promise<RefuseState> {
  const token = formText(formData, 'token')
  const reason = String(formData.get('reason') ?? '').slice(0, 5000)
  const parsed = refuseSchema.safeParse({ reason })
  if (!parsed.success)
    return { status: 'invalid', message: parsed.error.issues[0]?.message ?? 'Motivo inválido.', reason }
  if (!isTokenShape(token)) redirect(`/proposta/${encodeURIComponent(token)}`)
  const store = getProposalStore()
  const given = parsed.data.reason || null
  try {
    const userAgent = (await headers()).get('user-agent')?.slice(0, 500) ?? null
    const result = await store.refuse(token, given, { clientAddress: await requestAddress(), userAgent })
    if (result.outcome === 'refused' && result.orcamentoId !== undefined) {
      const orcamentoId = result.orcamentoId
      after(async () => {
        const view = await store.view(token)
        if (view) await notifyRefusal(view.content, { orcamentoId, reason: given, token })
      })
    }
  } catch (error) {
    console.error('[propostas] falha ao registrar a recusa', describeFailure(error))
    return {
      status: 'failed',
      message: 'Não foi possível registrar a recusa agora. Tente novamente em instantes.',
      reason,
    }
  }
  redirect(`/proposta/${token}`)
}
