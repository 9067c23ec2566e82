import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'
import { AdminHeader } from '@/components/admin/admin-header'
import { ProposalCard } from '@/components/admin/proposal-card'
import { QuoteDetail } from '@/components/admin/quote-detail'
import { QuoteNotes } from '@/components/admin/quote-notes'
import { Toaster } from '@/components/ui/toaster'
import { requireAdmin } from '@/lib/auth/guard'
import { getFollowUpTemplates, getSiteChrome } from '@/lib/content/site'
import { proposalOfQuote } from '@/lib/proposals/admin-proposals'
import { fullDatesAmong } from '@/lib/agenda/admin-agenda'
import { quoteWithNotes } from '@/lib/quotes/admin-quotes'
import { leadSourceChoices } from '@/lib/content/lead-sources'
import { recordId } from '@/lib/forms/form-id'

type Props = { params: Promise<{ id: string }> }


export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: `Orçamento #${recordId((await params).id) ?? ''}` }
}

/** One quote for the administrator: status, follow-up, every field and the internal notes. */
export default async function QuotePage({ params }: Props) {
  const admin = await requireAdmin()
  const id = recordId((await params).id)
  if (id === null) notFound()
  const [found, { settings }, proposal, templates] = await Promise.all([quoteWithNotes(id), getSiteChrome(), proposalOfQuote(id), getFollowUpTemplates()])
  if (!found) notFound()
  const { quote } = found
  const open = quote.status !== 'fechado' && quote.status !== 'perdido'
  const dateFull = open && quote.date !== null && (await fullDatesAmong([quote.date])).has(quote.date)
  return (
    <>
      <AdminHeader email={admin.email} />
      <main className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:px-6">
        <Link href="/admin" className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline">
          ← Voltar aos orçamentos
        </Link>
        <QuoteDetail quote={quote} businessName={settings.businessName} reviewUrl={settings.googleReviewUrl} leadSources={leadSourceChoices(settings.leadSources)} dateFull={dateFull} templates={templates} />
        <ProposalCard orcamentoId={found.quote.id} proposal={proposal} />
        <QuoteNotes quoteId={found.quote.id} notes={found.notes} />
      </main>
      <Toaster />
    </>
  )
}
