import 'server-only'
import { env } from '../config/env'
import { anonymous } from '../db/caller'
import { limits } from '../limits'
import { SIGN_IN_ALERT_AT } from '../limits/policy'
import { getMailer } from '../mail/site-mailer'

/**
 * Records that an account's e-mail is taking many wrong passwords (the admin's "Sessões" shows it)
 * and, when e-mail is on, tells the business (QUOTE_NOTIFY_TO and the recipients of "Avisos"), once
 * per window (the database decides). Never throws: it runs after the sign-in answered.
 */
export async function alertSignInAttack(email: string): Promise<void> {
  try {
    const fromSettings = await limits().reportAttack(email, SIGN_IN_ALERT_AT)
    const mailer = getMailer()
    if (fromSettings === null || !mailer) return
    const to = mailer.businessRecipients(fromSettings)
    if (to.length === 0) return
    await mailer.send(
      { as: anonymous, ref: email },
      {
        kind: 'alerta_acesso',
        to,
        subject: 'Alerta: muitas tentativas de entrar no painel',
        text: [
          `A conta ${email} recebeu ${SIGN_IN_ALERT_AT} ou mais tentativas de senha erradas nos últimos 15 minutos.`,
          '',
          'O acesso da dona da conta continua possível: cada nova tentativa só espera alguns segundos, e quem erra muito a partir do mesmo navegador ou endereço é bloqueado.',
          `Veja as sessões abertas e o alerta em ${env.siteUrl}/admin/sessoes. Se não foi você, use uma senha longa e única (npm run user:add) e siga docs/seguranca.md.`,
          '',
        ].join('\n'),
      },
    )
  } catch (error) {
    console.error('[admin] o alerta de tentativas por e-mail falhou', (error as Error).message)
  }
}
