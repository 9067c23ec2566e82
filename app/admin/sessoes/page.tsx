import type { Metadata } from 'next'
import { AdminHeader } from '@/components/admin/admin-header'
import { SessionList } from '@/components/auth/session-list'
import { SignInAlerts } from '@/components/auth/sign-in-alerts'
import { openSessions, signInAlerts } from '@/lib/auth/admin-sessions'
import { requireAdmin } from '@/lib/auth/guard'
import { IDLE_SECONDS, MAX_SECONDS } from '@/lib/auth/session-policy'

export const metadata: Metadata = { title: 'Sessões' }

/** Every open admin session (device, last use) with a button that ends it, and sign-in alerts. */
export default async function SessionsPage() {
  const admin = await requireAdmin()
  const [sessions, alerts] = await Promise.all([openSessions(), signInAlerts()])
  return (
    <>
      <AdminHeader email={admin.email} current="sessoes" />
      <main className="mx-auto max-w-4xl space-y-6 px-4 py-8 sm:px-6">
        <h2 className="text-2xl font-semibold text-brand-800">Sessões</h2>
        <SignInAlerts alerts={alerts} />
        <p className="text-muted">
          Cada aparelho em que alguém entrou no painel. Uma sessão termina sozinha depois de {IDLE_SECONDS / 60} minutos
          sem uso ou {MAX_SECONDS / 3600} horas depois de entrar. Encerre as que você não reconhece.
        </p>
        <SessionList sessions={sessions} />
      </main>
    </>
  )
}
