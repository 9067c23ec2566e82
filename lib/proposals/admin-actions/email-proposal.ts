'use server'

import { redirect } from 'next/navigation'
import { requireAdmin } from '../../auth/guard'
import { getQuoteStore } from '../../quotes/store'
import { withLinks } from '../link'
import { getProposalStore } from '../store'
import { emailProposal as sendEmail } from '../notify'
import { describeFailure } from '../../log/describe-failure'

/** "Enviar por e-mail" (SMTP): the newest open version's link to the quote's e-mail address. */
export async function emailProposal(orcamentoId: number): Promise<void> {
  const admin = await requireAdmin()
  let outcome = 'enviado'
  try {
    const [quote, proposal] = await Promise.all([
      getQuoteStore().get(admin, orcamentoId),
      getProposalStore().get(admin, orcamentoId),
    ])
    const token = proposal && withLinks(proposal).versions.find(({ state }) => state === 'open')?.token
    const view = token ? await getProposalStore().view(token) : null
    if (!quote?.email || !token || !view) outcome = 'sem-destino'
    else await sendEmail(admin, view.content, token, quote.email)
  } catch (error) {
    console.error('[propostas] o e-mail da proposta falhou', describeFailure(error))
    outcome = 'falhou'
  }
  redirect(`/admin/orcamentos/${orcamentoId}/proposta?email=${outcome}`)
}
