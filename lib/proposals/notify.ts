import 'server-only'
import { absoluteUrl } from '../config/env'
import { anonymous, type SignedInCaller } from '../db/caller'
import { getMailer } from '../mail/site-mailer'
import { getMailStore } from '../mail/store'
import type { ProposalContent } from './contract'
import { acceptedCopy, acceptedNotice, proposalEmail } from './mail'

/** Whether e-mail can be sent at all. */
export const canSendEmail = () => getMailer() !== null

/**
 * After an acceptance: the business (the new-quote e-mail's recipients) hears of it, and the client
 * gets a copy when the quote has an e-mail. Never throws: the acceptance is already recorded.
 */
export async function notifyAcceptance(content: ProposalContent, { orcamentoId, acceptedName, clientEmail, token }: { orcamentoId: number; acceptedName: string; clientEmail: string | null; token: string }) {
  const mailer = getMailer()
  if (!mailer) return
  const acceptedAt = new Date()
  const sender = { as: anonymous, ref: token }
  try {
    const fromAdmin = await getMailStore()
      .recipientsForAcceptance(token)
      .catch((error: unknown) => {
        console.error('[propostas] destinatários do painel ilegíveis', (error as Error).message)
        return []
      })
    const to = mailer.businessRecipients(fromAdmin)
    const notice = acceptedNotice(content, { acceptedName, acceptedAt, adminUrl: absoluteUrl(`/admin/orcamentos/${orcamentoId}`) })
    if (to.length > 0) await mailer.send(sender, { kind: 'aceite', to, ...notice }, { retries: 3 })
  } catch (error) {
    console.error('[propostas] o aviso de aceite ao buffet falhou', error)
  }
  if (!clientEmail) return
  try {
    const copy = acceptedCopy(content, { acceptedName, acceptedAt, proposalUrl: absoluteUrl(`/proposta/${token}`) })
    await mailer.send(sender, { kind: 'copia_aceite', to: [clientEmail], ...copy, replyTo: content.business.email }, { retries: 3 })
  } catch (error) {
    console.error('[propostas] a cópia do aceite ao cliente falhou', error)
  }
}

/** The proposal's link by e-mail from the admin. Throws when the send fails (or e-mail is off): the administrator sees it. */
export async function emailProposal(admin: SignedInCaller, content: ProposalContent, token: string, to: string) {
  const mailer = getMailer()
  if (!mailer) throw new Error('o envio de e-mails está desligado (SMTP não configurado)')
  await mailer.send({ as: admin, ref: token }, { kind: 'proposta', to: [to], ...proposalEmail(content, absoluteUrl(`/proposta/${token}`)), replyTo: content.business.email }, { retries: 3 })
}
