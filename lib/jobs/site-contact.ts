import 'server-only'
import { absoluteUrl } from '../config/env'
import { getPublishedContact } from '../content/site'
import { server } from '../db/caller'
import type { Rpc } from '../db/rpc'
import { getMailer } from '../mail/site-mailer'
import type { Mailer } from '../mail/mailer'

type Contact = { whatsapp: string | null; email: string | null }
type Checked = { changed: false } | { changed: true; before: Contact; after: Contact; administrators: string[] }

const shown = (value: string | null) => value ?? '(vazio)'

/** To every administrator: the WhatsApp or e-mail every visitor is sent to changed in the Studio. */
export function contactChangedNotice({ before, after }: { before: Contact; after: Contact }, studioUrl: string) {
  const lines = [
    ...(before.whatsapp !== after.whatsapp
      ? [`WhatsApp: antes ${shown(before.whatsapp)}, agora ${shown(after.whatsapp)}`]
      : []),
    ...(before.email !== after.email ? [`E-mail: antes ${shown(before.email)}, agora ${shown(after.email)}`] : []),
  ]
  return {
    subject: 'O WhatsApp ou o e-mail do site foi alterado',
    text: [
      'O contato do buffet publicado no Studio (Configurações do site) mudou:',
      '',
      ...lines,
      '',
      'Todo pedido de orçamento enviado pelo site abre esse WhatsApp, e as propostas mostram esse e-mail.',
      `Se ninguém da equipe fez esta mudança, corrija em ${studioUrl} (o histórico do documento mostra quem publicou) e troque as senhas de quem tem acesso ao Studio.`,
      '',
    ].join('\n'),
  }
}

/**
 * Compares the business's WhatsApp and e-mail as published with the last ones the database recorded
 * (public.site_contact_check, as the server); a change is recorded once, in the audit log, and every
 * administrator gets an e-mail. Run when a publication of the site settings reaches /api/revalidate
 * and by the daily job, so a change the webhook never announced is caught within a day.
 */
export async function checkSiteContact(
  rpc: Rpc,
  mailer: Mailer | null = getMailer(),
): Promise<'changed' | 'unchanged' | 'skipped'> {
  if (!rpc.serverCalls) return 'skipped'
  const published = await getPublishedContact()
  const result = await rpc.value<Checked>(server, 'site_contact_check', {
    p_whatsapp: published.whatsapp,
    p_email: published.email,
  })
  if (!result.changed) return 'unchanged'
  console.log('[contato] o WhatsApp ou o e-mail publicado no Studio mudou: registrado no registro de acessos')
  if (mailer && result.administrators.length > 0) {
    await mailer.send(
      { as: server },
      { kind: 'contato_alterado', to: result.administrators, ...contactChangedNotice(result, absoluteUrl('/studio')) },
      { retries: 2 },
    )
  }
  return 'changed'
}
