import 'server-only'
import { absoluteUrl } from '../config/env'
import { server, type SignedInCaller } from '../db/caller'
import { describeFailure } from '../log/describe-failure'
import { getMailer } from '../mail/site-mailer'
import { getMailStore } from '../mail/store'
import type { ProposalContent, Receipt } from './contract'
import { getProposalStore } from './store'
import { paymentCovers } from './schedule'
import { scheduleOf } from './schedule-of'
import {
  acceptedCopy,
  acceptedNotice,
  jobKeyMissingNotice,
  pixChangedNotice,
  proposalEmail,
  receiptEmail,
  refusedNotice,
  unavailableNotice,
} from './mail'

/** Whether e-mail can be sent at all. */
export const canSendEmail = () => getMailer() !== null

/**
 * After an acceptance: the business (the new-quote e-mail's recipients) hears of it, and the client
 * gets a copy when the quote has an e-mail. Never throws: the acceptance is already recorded.
 */
export async function notifyAcceptance(
  content: ProposalContent,
  {
    orcamentoId,
    acceptedName,
    clientEmail,
    token,
  }: { orcamentoId: number; acceptedName: string; clientEmail: string | null; token: string },
) {
  const mailer = getMailer()
  if (!mailer) return
  const acceptedAt = new Date()
  const sender = { as: server, ref: token }
  try {
    const fromAdmin = await getMailStore()
      .recipientsForAcceptance(token)
      .catch((error: unknown) => {
        console.error('[propostas] destinatários do painel ilegíveis', describeFailure(error))
        return []
      })
    const to = mailer.businessRecipients(fromAdmin)
    const notice = acceptedNotice(content, {
      acceptedName,
      acceptedAt,
      adminUrl: absoluteUrl(`/admin/orcamentos/${orcamentoId}`),
    })
    if (to.length > 0) await mailer.send(sender, { kind: 'aceite', to, ...notice }, { retries: 3 })
  } catch (error) {
    console.error('[propostas] o aviso de aceite ao buffet falhou', describeFailure(error))
  }
  if (!clientEmail) return
  try {
    const copy = acceptedCopy(content, { acceptedName, acceptedAt, proposalUrl: absoluteUrl(`/proposta/${token}`) })
    await mailer.send(
      sender,
      { kind: 'copia_aceite', to: [clientEmail], ...copy, replyTo: content.business.email },
      { retries: 3 },
    )
  } catch (error) {
    console.error('[propostas] a cópia do aceite ao cliente falhou', describeFailure(error))
  }
}

/**
 * After an acceptance refused because its day is full or blocked: the business (the new-quote
 * e-mail's recipients) hears of it, at most once an hour per proposal. Never throws.
 */
export async function notifyUnavailable(
  content: ProposalContent,
  { orcamentoId, token }: { orcamentoId: number | null; token: string },
) {
  const mailer = getMailer()
  if (!mailer) return
  try {
    const fromAdmin = await getMailStore().recipientsForUnavailable(token)
    // Null: nothing to tell (already told this hour); the environment's recipients are not a reason to repeat it.
    if (fromAdmin === null) return
    const to = mailer.businessRecipients(fromAdmin)
    const notice = unavailableNotice(content, {
      attemptedAt: new Date(),
      adminUrl: absoluteUrl(orcamentoId === null ? '/admin/agenda' : `/admin/orcamentos/${orcamentoId}`),
    })
    if (to.length > 0)
      await mailer.send({ as: server, ref: token }, { kind: 'data_indisponivel', to, ...notice }, { retries: 3 })
  } catch (error) {
    console.error('[propostas] o aviso de data indisponível ao buffet falhou', describeFailure(error))
  }
}

/** After a refusal: the business (the new-quote e-mail's recipients) hears of it with the reason, once. Never throws. */
export async function notifyRefusal(
  content: ProposalContent,
  { orcamentoId, reason, token }: { orcamentoId: number; reason: string | null; token: string },
) {
  const mailer = getMailer()
  if (!mailer) return
  try {
    const fromAdmin = await getMailStore().recipientsForRefusal(token)
    if (fromAdmin === null) return
    const to = mailer.businessRecipients(fromAdmin)
    const notice = refusedNotice(content, {
      reason,
      refusedAt: new Date(),
      adminUrl: absoluteUrl(`/admin/orcamentos/${orcamentoId}`),
    })
    if (to.length > 0) await mailer.send({ as: server, ref: token }, { kind: 'recusa', to, ...notice }, { retries: 3 })
  } catch (error) {
    console.error('[propostas] o aviso de recusa ao buffet falhou', describeFailure(error))
  }
}

/**
 * After a payment is recorded: its receipt to the client's e-mail, with the receipt's link on the
 * client's page, recorded as the administrator who recorded it. Never throws: the payment is saved.
 */
export async function emailReceipt(
  admin: SignedInCaller,
  content: ProposalContent,
  { receipt, payer, to, token }: { receipt: Receipt; payer: string; to: string; token: string },
) {
  const mailer = getMailer()
  if (!mailer) return
  try {
    const mail = receiptEmail(content, {
      number: receipt.id,
      amountCents: receipt.amountCents,
      paidOn: receipt.paidOn,
      covers: paymentCovers(scheduleOf(content), receipt.paidBeforeCents, receipt.amountCents),
      balanceAfterCents: receipt.balanceAfterCents,
      payer,
      receiptUrl: absoluteUrl(`/proposta/${token}/recibo/${receipt.id}`),
    })
    await mailer.send(
      { as: admin, ref: String(receipt.id) },
      { kind: 'recibo', to: [to], ...mail, replyTo: content.business.email },
      { retries: 3 },
    )
  } catch (error) {
    console.error('[propostas] o recibo ao cliente não foi enviado', describeFailure(error))
  }
}

/** The proposal's link by e-mail from the admin. Throws when the send fails (or e-mail is off): the administrator sees it. */
export async function emailProposal(admin: SignedInCaller, content: ProposalContent, token: string, to: string) {
  const mailer = getMailer()
  if (!mailer) throw new Error('o envio de e-mails está desligado (SMTP não configurado)')
  await mailer.send(
    { as: admin, ref: token },
    {
      kind: 'proposta',
      to: [to],
      ...proposalEmail(content, absoluteUrl(`/proposta/${token}`)),
      replyTo: content.business.email,
    },
    { retries: 3 },
  )
}

/**
 * Sends the outbox's alerts (a changed Pix, whatever path changed it; the jobs' key missing) to every administrator, as
 * the server: each e-mail's record closes its alert, and what fails stays for the next run. Never
 * throws; how many went out.
 */
export async function deliverAlerts(): Promise<number> {
  const mailer = getMailer()
  if (!mailer) return 0
  let sent = 0
  try {
    const links = {
      settingsUrl: absoluteUrl('/admin/configuracoes/propostas'),
      sessionsUrl: absoluteUrl('/admin/sessoes'),
      signInUrl: absoluteUrl('/admin/login'),
      heldUrl: absoluteUrl('/admin?status=suspeito'),
    }
    for (const alert of await getProposalStore().alertsToSend()) {
      if (alert.administrators.length === 0) continue
      try {
        await mailer.send(
          { as: server, ref: String(alert.id) },
          {
            kind: alert.kind,
            to: alert.administrators,
            ...(alert.kind === 'pix_alterado'
              ? pixChangedNotice(alert.change, links)
              : jobKeyMissingNotice(alert.createdAt, links)),
          },
          { retries: 2 },
        )
        sent += 1
      } catch (error) {
        console.error('[avisos] um aviso aos administradores não foi enviado', describeFailure(error))
      }
    }
  } catch (error) {
    console.error('[avisos] a fila de avisos não foi lida', describeFailure(error))
  }
  return sent
}
