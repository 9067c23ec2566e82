import type { Metadata } from 'next'
import { unstable_rethrow } from 'next/navigation'
import { Suspense } from 'react'
import { AcceptedProposals } from '@/components/proposals/admin/accepted-proposals'
import { AdminHeader } from '@/components/admin/admin-header'
import { ContactsDue } from '@/components/contacts/contacts-due'
import { InstallmentsDue } from '@/components/proposals/admin/installments-due'
import { HoldsToDecide } from '@/components/bookings/holds-to-decide'
import { ProposalAnswers } from '@/components/proposals/admin/proposal-answers'
import { QuoteList } from '@/components/quotes/admin/quote-list'
import { Toaster } from '@/components/ui/toaster'
import { requireAdmin } from '@/lib/auth/guard'
import { getSiteChrome } from '@/lib/content/site'
import { messageSettings } from '@/lib/contacts/admin-contacts'
import { ContactNotice } from '@/components/contacts/contact-notice'
import { countNewQuotes, countSuspectQuotes } from '@/lib/quotes/admin-quotes'
import { SuspectNotice } from '@/components/quotes/admin/suspect-notice'
import { hasFilters, listQuery, parseListParams } from '@/lib/quotes/filters'
import { adminLeadSourceChoices } from '@/lib/content/lead-sources'
import { describeFailure } from '@/lib/log/describe-failure'

/** "Dashboard Admin (3 novos)": the quotes still waiting for a first contact; none when unknown. */
async function newQuotesSuffix() {
  try {
    const count = await countNewQuotes()
    return count > 0 ? ` (${count} ${count === 1 ? 'novo' : 'novos'})` : ''
  } catch (error) {
    unstable_rethrow(error)
    console.error('[admin] falha ao contar os orçamentos novos', describeFailure(error))
    return ''
  }
}

// The layout's title template only reaches child segments; this page shares the layout's segment.
export async function generateMetadata(): Promise<Metadata> {
  const [{ settings }, suffix] = await Promise.all([getSiteChrome(), newQuotesSuffix()])
  return { title: { absolute: `Dashboard Admin${suffix} | ${settings.businessName}` } }
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export default async function AdminDashboard({ searchParams }: Props) {
  const admin = await requireAdmin()
  const [query, { settings }, messages] = await Promise.all([searchParams, getSiteChrome(), messageSettings()])
  const params = parseListParams(query)
  // The opening view: a search, a filter or another page is the owner looking for something else.
  const opening = params.page === 1 && !params.search && !hasFilters(params.filters)
  return (
    <>
      <AdminHeader email={admin.email} />
      <main className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6">
        <Suspense fallback={null}>
          <ProposalAnswers />
        </Suspense>
        <Suspense fallback={null}>
          <AcceptedProposals />
        </Suspense>
        {params.filters.status ? null : <SuspectNotice count={await countSuspectQuotes().catch(() => 0)} />}
        <ContactNotice query={query} />
        {/* Not streamed: a streamed part stays hidden until scripts run, and the day's outcomes must work without them. */}
        {opening ? (
          <ContactsDue businessName={settings.businessName} messages={messages} all={query.contatos === 'todos'} />
        ) : null}
        {/* Below today's contacts, so their follow-up links stay the first on the page. */}
        {opening ? (
          <Suspense fallback={null}>
            <HoldsToDecide />
          </Suspense>
        ) : null}
        {opening ? (
          <Suspense fallback={null}>
            <InstallmentsDue businessName={settings.businessName} messages={messages} />
          </Suspense>
        ) : null}
        <Suspense key={listQuery(params)} fallback={<p role="status">Carregando orçamentos...</p>}>
          <QuoteList
            {...params}
            businessName={settings.businessName}
            leadSources={adminLeadSourceChoices(settings.leadSources)}
            templates={messages.followUp}
          />
        </Suspense>
      </main>
      <Toaster />
    </>
  )
}
