import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'
import { AdminHeader } from '@/components/admin/admin-header'
import { BookingCard } from '@/components/agenda/booking-card'
import { EventEditForm } from '@/components/quotes/admin/event-edit-form'
import { ProposalCard } from '@/components/proposals/admin/proposal-card'
import { QuoteDetail } from '@/components/quotes/admin/quote-detail'
import { QuoteHistory } from '@/components/quotes/admin/quote-history'
import { QuoteNotes } from '@/components/quotes/admin/quote-notes'
import { Toaster } from '@/components/ui/toaster'
import { requireAdmin } from '@/lib/auth/guard'
import { getSiteChrome } from '@/lib/content/site'
import { contactSituations, messageSettings } from '@/lib/contacts/admin-contacts'
import { ContactNotice } from '@/components/contacts/contact-notice'
import { ReviewActions } from '@/components/contacts/review-actions'
import { WhatsappMessages } from '@/components/contacts/whatsapp-messages'
import { proposalOfQuote, proposalSettings } from '@/lib/proposals/admin-proposals'
import { quoteBooking } from '@/lib/agenda/admin-agenda'
import { quoteHistory, quoteWithNotes } from '@/lib/quotes/admin-quotes'
import { eventValuesOf } from '@/lib/quotes/event-form'
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
  const afterParty = quote.status === 'fechado' && quote.date !== null && quote.date < today
  return (
    <>
      <AdminHeader email={admin.email} />
      <main className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:px-6">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Link href="/admin" className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline">
            ← Voltar aos orçamentos
          </Link>
          <Link
            href={`/admin/orcamentos/${quote.id}/ficha`}
            className="inline-flex min-h-11 items-center rounded-full px-4 font-bold text-brand-800 ring-1 ring-brand-300 hover:bg-brand-50"
          >
            Ficha do evento
          </Link>
        </div>
        <ContactNotice query={query} />
        {query.criado === '1' ? (
          <p
            role="status"
            className="rounded-xl bg-emerald-50 p-3 font-semibold text-emerald-900 ring-1 ring-emerald-200"
          >
            Orçamento criado.
          </p>
        ) : null}
        <QuoteDetail
          quote={quote}
          businessName={settings.businessName}
          leadSources={leadSources}
          dateFull={dateFull}
          templates={messages.followUp}
        />
        {afterParty || situation?.reviewRequestedAt || situation?.reviewReceivedAt ? (
          <section aria-label="Avaliação" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-brand-100">
            <ReviewActions
              id={quote.id}
              name={quote.name ?? `#${quote.id}`}
              from="orcamento"
              requestedAt={situation?.reviewRequestedAt ?? null}
              receivedAt={situation?.reviewReceivedAt ?? null}
              hasReviewUrl={Boolean(messages.reviewUrl)}
            />
          </section>
        ) : null}
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
        <details className="rounded-2xl bg-white shadow-sm ring-1 ring-brand-100 open:p-5">
          <summary className="min-h-11 cursor-pointer content-center px-5 font-semibold text-brand-700">
            Editar dados do evento
          </summary>
          <div className="mt-3">
            <EventEditForm id={quote.id} initial={eventValuesOf(quote)} leadSources={leadSources} />
          </div>
        </details>
        <ProposalCard orcamentoId={found.quote.id} proposal={proposal} />
        <QuoteHistory entries={history} leadSources={leadSources} />
        <QuoteNotes quoteId={found.quote.id} notes={found.notes} />
      </main>
      <Toaster />
    </>
  )
}
