'use server'

import nodemailer from 'nodemailer'
import { requireAdmin } from '../../auth/guard'
import { env } from '../../config/env'
import { notificationRecipients } from '../../quotes/notify/config'
import { adminNotifyRecipients } from '../notify-recipients'

export type TestEmailState = { status: 'idle' } | { status: 'sent' | 'off' | 'failed'; message: string }

/** "Enviar e-mail de teste": one message to everyone who gets the new-quote e-mail now. */
export async function sendTestEmail(): Promise<TestEmailState> {
  const admin = await requireAdmin()
  const smtp = env.quoteNotifications
  if (!smtp) return { status: 'off', message: 'O envio de e-mails está desligado: defina SMTP_URL (ou SMTP_HOST e os demais) no servidor.' }
  try {
    const to = notificationRecipients(smtp.to, await adminNotifyRecipients(admin))
    if (to.length === 0) return { status: 'off', message: 'Nenhum destinatário: adicione um endereço acima e salve.' }
    const transporter = nodemailer.createTransport(smtp.transport)
    try {
      await transporter.sendMail({
        from: smtp.from ?? to[0],
        to,
        subject: 'Teste: avisos de novos orçamentos',
        text: `Este é um e-mail de teste enviado pelo painel (${env.siteUrl}/admin/avisos). Os avisos de novos orçamentos chegam a estes endereços: ${to.join(', ')}.\n`,
      })
    } finally {
      transporter.close()
    }
    return { status: 'sent', message: `E-mail de teste enviado para ${to.join(', ')}.` }
  } catch (error) {
    console.error('[admin] o e-mail de teste falhou', (error as Error).message)
    return { status: 'failed', message: 'O servidor de e-mail recusou o envio. Confira as configurações SMTP e tente novamente.' }
  }
}
