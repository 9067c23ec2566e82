import type { Rpc } from '@/lib/db/rpc'
import { notifyConfig, type NotifyEnv } from '@/lib/config/notify'
import { createMailer } from '@/lib/mail/mailer'
import { mailStore } from '@/lib/mail/store'

/** The site's mailer as the server builds it from these SMTP variables, recording each e-mail through `rpc`. */
export function smtpMailer(rpc: Rpc, smtp: NotifyEnv) {
  const config = notifyConfig(smtp)
  if (!config) throw new Error('sem SMTP_URL nem SMTP_HOST: o servidor não teria e-mail')
  return createMailer(
    { transport: { kind: 'smtp', options: config.transport }, from: config.from, notifyTo: config.to },
    (...record) => mailStore(rpc).record(...record),
  )
}
