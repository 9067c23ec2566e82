'use server'

import { headers } from 'next/headers'
import { redirect } from 'next/navigation'
import { formText } from '../../forms/form-id'
import { requestAddress } from '../../limits'
import { refuseSchema } from '../answer-schema'
import { getProposalStore } from '../store'
import { isTokenShape } from '../token'

export type RefuseState = { status: 'idle' } | { status: 'invalid' | 'failed'; message: string; reason: string }

/** "Recusar": records the refusal once, with the optional reason, and shows the page again. */
export async function refuseProposal(_previous: RefuseState, formData: FormData): Promise<RefuseState> {
  const token = formText(formData, 'token')
  const reason = String(formData.get('reason') ?? '').slice(0, 5000)
  const parsed = refuseSchema.safeParse({ reason })
  if (!parsed.success) return { status: 'invalid', message: parsed.error.issues[0]?.message ?? 'Motivo inválido.', reason }
  if (!isTokenShape(token)) redirect(`/proposta/${encodeURIComponent(token)}`)
  try {
    const userAgent = (await headers()).get('user-agent')?.slice(0, 500) ?? null
    await getProposalStore().refuse(token, parsed.data.reason || null, { clientAddress: await requestAddress(), userAgent })
  } catch (error) {
    console.error('[propostas] falha ao registrar a recusa', error)
    return { status: 'failed', message: 'Não foi possível registrar a recusa agora. Tente novamente em instantes.', reason }
  }
  redirect(`/proposta/${token}`)
}
