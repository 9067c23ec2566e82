import type { Metadata } from 'next'
import Link from 'next/link'
import { AdminHeader } from '@/components/admin/admin-header'
import { NewQuoteForm } from '@/components/quotes/admin/new-quote-form'
import { requireAdmin } from '@/lib/auth/guard'
import { adminLeadSourceChoices } from '@/lib/content/lead-sources'
import { getQuoteFormTexts, getSiteChrome } from '@/lib/content/site'
import { todayInSaoPaulo } from '@/lib/dates'

export const metadata: Metadata = { title: 'Novo orçamento' }

/** "Novo orçamento": a quote that came by phone, WhatsApp or in person, with the public form's fields. */
export default async function NewQuotePage() {
  const admin = await requireAdmin()
  const [texts, { settings }] = await Promise.all([getQuoteFormTexts(), getSiteChrome()])
  return (
    <>
      <AdminHeader email={admin.email} current="novo" />
      <main className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:px-6">
        <Link href="/admin" className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline">
          ← Voltar aos orçamentos
        </Link>
        <h2 className="text-2xl font-semibold text-ink">Novo orçamento</h2>
        <p className="text-muted">
          Para um pedido que chegou por telefone, WhatsApp ou pessoalmente: os mesmos campos do formulário do site. O
          orçamento entra como &quot;Em contato&quot;, em seu nome, e aparece na lista e na agenda no dia do evento.
        </p>
        <NewQuoteForm
          texts={texts.form}
          leadSources={adminLeadSourceChoices(settings.leadSources)}
          today={todayInSaoPaulo()}
          submissionId={crypto.randomUUID()}
        />
      </main>
    </>
  )
}
