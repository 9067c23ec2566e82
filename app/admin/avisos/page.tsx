import type { Metadata } from 'next'
import { AdminHeader } from '@/components/admin/admin-header'
import { RecipientsForm, TestEmailForm } from '@/components/admin-settings/recipients-form'
import { requireAdmin } from '@/lib/auth/guard'
import { env } from '@/lib/config/env'
import { getMailStore } from '@/lib/mail/store'
import { PendingAlerts } from '@/components/proposals/admin/pending-alerts'
import { getProposalStore } from '@/lib/proposals/store'

export const metadata: Metadata = { title: 'Avisos' }

/** Who receives the e-mail of each new quote (the client's data): the administrator's choice only. */
export default async function NoticesPage() {
  const admin = await requireAdmin()
  const [recipients, waiting] = await Promise.all([
    getMailStore().adminRecipients(admin),
    getProposalStore().alertsWaiting(admin),
  ])
  const fromServer = env.quoteNotifications?.to ?? []
  return (
    <>
      <AdminHeader email={admin.email} current="avisos" />
      <main className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:px-6">
        <h2 className="text-2xl font-semibold text-brand-800">Avisos</h2>
        <p className="text-muted">
          Cada pedido de orçamento gera um e-mail com os dados do cliente e o link para abri-lo no painel. Só
          administradores mudam esta lista, e cada mudança fica registrada.
        </p>
        {fromServer.length ? (
          <p className="text-sm">
            Também recebem, pela configuração do servidor (QUOTE_NOTIFY_TO): {fromServer.join(', ')}.
          </p>
        ) : null}
        {env.quoteNotifications ? null : (
          <p role="status" className="rounded-xl bg-amber-50 p-3 text-amber-900">
            O envio de e-mails está desligado neste servidor (SMTP não configurado): a lista fica guardada para quando
            for ligado.
          </p>
        )}
        <PendingAlerts alerts={waiting} />
        <RecipientsForm recipients={recipients} />
        <TestEmailForm />
      </main>
    </>
  )
}
