import 'server-only'
import nodemailer from 'nodemailer'
import { absoluteUrl, env } from '../config/env'
import { recipientsForAcceptance } from '../admin-settings/notify-recipients'
import { notificationRecipients } from '../quotes/notify/config'
import { withRetries } from '../retry'
import type { ProposalContent } from './contract'
import { acceptedCopy, acceptedNotice, proposalEmail, type ProposalMail } from './mail'

/** Whether e-mail can be sent at all (SMTP configured). */
export const canSendEmail = () => env.quoteNotifications !== null

async function send(to: string[], mail: ProposalMail, replyTo?: string) {
  const config = env.quoteNotifications
  if (!config || to.length === 0) return
  const transporter = nodemailer.createTransport(config.transport)
  try {
    await withRetries(() => transporter.sendMail({ from: config.from ?? config.to[0] ?? to[0], to, subject: mail.subject, text: mail.text, ...(replyTo ? { replyTo } : {}) }))
  } finally {
    transporter.close()
  }
}

/**
 * After an acceptance: the business (the new-quote e-mail's recipients) hears of it, and the client
 * gets a copy when the quote has an e-mail. Never throws: the acceptance is already recorded.
 */
export async function notifyAcceptance(content: ProposalContent, { orcamentoId, acceptedName, clientEmail, token }: { orcamentoId: number; acceptedName: string; clientEmail: string | null; token: string }) {
  if (!canSendEmail()) return
  const acceptedAt = new Date()
  try {
    const fromAdmin = await recipientsForAcceptance(token).catch((error: unknown) => {
      console.error('[propostas] destinatários do painel ilegíveis', (error as Error).message)
      return []
    })
    const to = notificationRecipients(env.quoteNotifications?.to ?? [], fromAdmin)
    await send(to, acceptedNotice(content, { acceptedName, acceptedAt, adminUrl: absoluteUrl(`/admin/orcamentos/${orcamentoId}`) }))
  } catch (error) {
    console.error('[propostas] o aviso de aceite ao buffet falhou', error)
  }
  if (!clientEmail) return
  try {
    await send([clientEmail], acceptedCopy(content, { acceptedName, acceptedAt, proposalUrl: absoluteUrl(`/proposta/${token}`) }), content.business.email)
  } catch (error) {
    console.error('[propostas] a cópia do aceite ao cliente falhou', error)
  }
}

/** The proposal's link by e-mail from the admin (SMTP). Throws when the send fails: the administrator sees it. */
export async function emailProposal(content: ProposalContent, token: string, to: string) {
  await send([to], proposalEmail(content, absoluteUrl(`/proposta/${token}`)), content.business.email)
}
