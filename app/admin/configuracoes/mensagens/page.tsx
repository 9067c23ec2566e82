import type { Metadata } from 'next'
import Link from 'next/link'
import { AdminHeader } from '@/components/admin/admin-header'
import { MessageSettingsForm } from '@/components/contacts/message-settings-form'
import { requireAdmin } from '@/lib/auth/guard'
import { messageSettings } from '@/lib/contacts/admin-contacts'

export const metadata: Metadata = { title: 'Mensagens de WhatsApp' }

/** The WhatsApp text of each situation and the review link: admin-only settings, in the database. */
export default async function MessageSettingsPage() {
  const admin = await requireAdmin()
  const messages = await messageSettings()
  return (
    <>
      <AdminHeader email={admin.email} current="mensagens" />
      <main className="mx-auto max-w-2xl space-y-6 px-4 py-8 sm:px-6">
        <Link href="/admin" className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline">
          ← Voltar aos orçamentos
        </Link>
        <h2 className="text-2xl font-semibold text-ink">Mensagens de WhatsApp</h2>
        <p className="text-muted">
          O texto que abre no WhatsApp do cliente em cada situação, pelos contatos de hoje e pela página do orçamento.
          Os marcadores entre chaves viram os dados do orçamento; um dado que falta some da frase. Apague um texto e
          salve para voltar ao texto padrão.
        </p>
        <MessageSettingsForm texts={messages.texts} reviewUrl={messages.reviewUrl ?? ''} />
      </main>
    </>
  )
}
