import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { AdminHeader } from '@/components/admin/admin-header'
import { BookingCard } from '@/components/bookings/booking-card'
import { EventEditPanel } from '@/components/quotes/admin/event-edit-panel'
import { QuotePageTop } from '@/components/quotes/admin/quote-page-top'
import { ProposalCard } from '@/components/proposals/admin/proposal-card'
import { QuoteDetail } from '@/components/quotes/admin/quote-detail'
import { QuoteHistory } from '@/components/quotes/admin/quote-history'
import { QuoteNotes } from '@/components/quotes/admin/quote-notes'
import { Toaster } from '@/components/ui/toaster'
import { requireAdmin } from '@/lib/auth/guard'
import { getSiteChrome } from '@/lib/content/site'
import { contactSituations, messageSettings } from '@/lib/contacts/admin-contacts'
import { ContactNotice } from '@/components/contacts/contact-notice'
import { QuoteReview } from '@/components/contacts/quote-review'
import { WhatsappMessages } from '@/components/contacts/whatsapp-messages'
import { proposalOfQuote, proposalSettings } from '@/lib/proposals/admin-proposals'
import { quoteBooking } from '@/lib/bookings/admin-bookings'
import { quoteHistory, quoteWithNotes } from '@/lib/quotes/admin-quotes'
import { adminLeadSourceChoices } from '@/lib/content/lead-sources'
import { recordId } from '@/lib/forms/form-id'
import { todayInSaoPaulo } from '@/lib/dates'

type Props = { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: `Orçamento #${recordId((await params).id) ?? ''}` }
}

/** One quote for the administrator: status, follow-up, every field, its date in the agenda, its history and the internal notes. */
export default async function QuotePage({ params, searchParams }: Props) {
  const admin = await requireAdmin()
  const id = recordId((await params).id)
  if (id === null) notFound()
  const [found, { settings }, proposal, messages, booking, history, { holdDays }, query, situations] =
    await Promise.all([
      quoteWithNotes(id),
      getSiteChrome(),
      proposalOfQuote(id),
      messageSettings(),
      quoteBooking(id),
      quoteHistory(id),
      proposalSettings(),
      searchParams,
      contactSituations([id]),
    ])
  if (!found) notFound()
  const { quote } = found
  const leadSources = adminLeadSourceChoices(settings.leadSources)
  const open = quote.status !== 'fechado' && quote.status !== 'perdido'
  // Full for this quote: its day has no room without its own booking, and it holds none that counts.
  const dateFull = open && booking.room !== null && !booking.room.fits && !booking.active?.live
  const today = todayInSaoPaulo()
  const situation = situations.get(quote.id)
  return (
    <>
      <AdminHeader email={admin.email} />
      <main className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:px-6">
        <QuotePageTop id={quote.id} created={query.criado === '1'} />
        <ContactNotice query={query} />
        <QuoteDetail
          quote={quote}
          businessName={settings.businessName}
          leadSources={leadSources}
          dateFull={dateFull}
          templates={messages.followUp}
        />
        <QuoteReview quote={quote} situation={situation} hasReviewUrl={Boolean(messages.reviewUrl)} today={today} />
        <WhatsappMessages
          quote={quote}
          situation={situation}
          messages={messages}
          businessName={settings.businessName}
          today={today}
        />
        <BookingCard
          id={quote.id}
          name={quote.name ?? `#${quote.id}`}
          date={quote.date}
          booking={booking}
          holdDays={holdDays}
          today={today}
        />
        <EventEditPanel quote={quote} leadSources={leadSources} />
        <ProposalCard orcamentoId={found.quote.id} proposal={proposal} />
        <QuoteHistory entries={history} leadSources={leadSources} />
        <QuoteNotes quoteId={found.quote.id} notes={found.notes} />
      </main>
      <Toaster />
    </>
  )
}
