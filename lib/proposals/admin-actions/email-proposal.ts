'use server'

import { redirect } from 'next/navigation'
import { requireAdmin } from '../../auth/guard'
import { getQuoteStore } from '../../quotes/store'
import { getProposalStore } from '../store'
import { emailProposal as sendEmail } from '../notify'

/** "Enviar por e-mail" (SMTP): the newest open version's link to the quote's e-mail address. */
export async function emailProposal(orcamentoId: number): Promise<void> {
  const admin = await requireAdmin()
  let outcome = 'enviado'
  try {
    const [quote, proposal] = await Promise.all([getQuoteStore().get(admin, orcamentoId), getProposalStore().get(admin, orcamentoId)])
    const version = proposal?.versions.find(({ state }) => state === 'open')
    const view = version ? await getProposalStore().view(version.token) : null
    if (!quote?.email || !version || !view) outcome = 'sem-destino'
    else await sendEmail(admin, view.content, version.token, quote.email)
  } catch (error) {
    console.error('[propostas] o e-mail da proposta falhou', error)
    outcome = 'falhou'
  }
  redirect(`/admin/orcamentos/${orcamentoId}/proposta?email=${outcome}`)
}
