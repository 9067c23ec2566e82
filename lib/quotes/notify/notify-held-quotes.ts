import 'server-only'
import { absoluteUrl } from '../../config/env'
import { server } from '../../db/caller'
import { describeFailure } from '../../log/describe-failure'
import { getMailer } from '../../mail/site-mailer'
import { getMailStore } from '../../mail/store'

/**
 * The one e-mail of a flood (quote_intake claims it once an hour): quotes are being held as
 * "Suspeito" for review, none of them e-mailed on its own. It names no visitor: the flood's text is
 * whatever a script typed. Never throws: the submission does not depend on it.
 */
export async function notifyHeldQuotes(): Promise<void> {
  const mailer = getMailer()
  if (!mailer) return
  try {
    const to = mailer.businessRecipients(await getMailStore().recipientsForDigest())
    if (to.length === 0) return
    await mailer.send(
      { as: server },
      {
        kind: 'resumo',
        to,
        subject: 'Enxurrada de orçamentos: pedidos retidos para revisão',
        text: [
          'O site está recebendo pedidos de orçamento acima do limite por minuto.',
          'Os pedidos que chegam nessa enxurrada ficam com o status "Suspeito" e não geram um e-mail cada;',
          'este é o único aviso desta hora. Quem já estava no site continua entrando na lista normal.',
          '',
          `Revise os suspeitos no painel: ${absoluteUrl('/admin?status=suspeito')}`,
          '',
        ].join('\n'),
      },
      { retries: 2 },
    )
  } catch (error) {
    console.error('[orcamentos] o resumo da enxurrada por e-mail falhou', describeFailure(error))
  }
}
