'use server'

import { requireAdmin } from '../../auth/guard'
import { env } from '../../config/env'
import { getMailer } from '../../mail/site-mailer'
import { getMailStore } from '../../mail/store'
import { describeFailure } from '../../log/describe-failure'

export type TestEmailState = { status: 'idle' } | { status: 'sent' | 'off' | 'failed'; message: string }

/** "Enviar e-mail de teste": one message to everyone who gets the new-quote e-mail now. */
export async function sendTestEmail(): Promise<TestEmailState> {
  const admin = await requireAdmin()
  const mailer = getMailer()
  if (!mailer)
    return {
      status: 'off',
      message: 'O envio de e-mails está desligado: defina SMTP_URL (ou SMTP_HOST e os demais) no servidor.',
    }
  try {
    const to = mailer.businessRecipients(await getMailStore().adminRecipients(admin))
    if (to.length === 0) return { status: 'off', message: 'Nenhum destinatário: adicione um endereço acima e salve.' }
    await mailer.send(
      { as: admin },
      {
        kind: 'teste',
        to,
        subject: 'Teste: avisos de novos orçamentos',
        text: `Este é um e-mail de teste enviado pelo painel (${env.siteUrl}/admin/avisos). Os avisos de novos orçamentos chegam a estes endereços: ${to.join(', ')}.\n`,
      },
    )
    return { status: 'sent', message: `E-mail de teste enviado para ${to.join(', ')}.` }
  } catch (error) {
    console.error('[admin] o e-mail de teste falhou', describeFailure(error))
    return {
      status: 'failed',
      message: 'O servidor de e-mail recusou o envio. Confira as configurações SMTP e tente novamente.',
    }
  }
}
