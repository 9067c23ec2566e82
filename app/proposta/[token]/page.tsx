import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { after } from 'next/server'
import { Logo } from '@/components/layout/logo'
import { AcceptForm } from '@/components/proposals/accept-form'
import { AmendmentChanges } from '@/components/proposals/amendment-changes'
import { ContactLinks } from '@/components/proposals/contact-links'
import { PaymentSchedule } from '@/components/proposals/payment-schedule'
import { PixPayment } from '@/components/proposals/pix-payment'
import { IssuerLine } from '@/components/proposals/issuer-line'
import { ProposalDocument } from '@/components/proposals/proposal-document'
import { ProposalState } from '@/components/proposals/proposal-state'
import { RefuseForm } from '@/components/proposals/refuse-form'
import { getSiteTexts } from '@/lib/content/site'
import { bookingForToken, proposalForToken, proposalOpened } from '@/lib/proposals/public-proposals'
import { nextOpenInstallment } from '@/lib/proposals/schedule'
import { formatDateBR } from '@/lib/dates'
import { whatsappUrl } from '@/lib/whatsapp'

type Props = { params: Promise<{ token: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const view = await proposalForToken((await params).token)
  return {
    title: view ? `Proposta ${view.content.reference} | ${view.content.business.name}` : 'Página não encontrada',
  }
}

/** The client's proposal, opened from the link sent by WhatsApp or e-mail: read, accept or refuse, then pay each installment. */
export default async function ProposalPage({ params }: Props) {
  const { token } = await params
  const [view, texts] = await Promise.all([proposalForToken(token), getSiteTexts()])
  if (!view) notFound()
  // Counted after the answer is sent: the owner sees when and how often the link was opened.
  after(() => proposalOpened(token))
  const booking = view.state === 'accepted' ? await bookingForToken(token) : null
  const next = nextOpenInstallment(view.installments)
  const dateFreed = booking?.state === 'lapsed' || booking?.state === 'released'
  const holdUntil = booking?.state === 'hold' ? booking.until : null
  const { content } = view
  const business = content.business
  const contact = {
    name: business.name,
    phone: business.phone,
    email: business.email,
    whatsappUrl: whatsappUrl(business.whatsapp, `Olá! Sobre a proposta ${content.reference}:`),
  }
  return (
    <main className="mx-auto max-w-3xl space-y-6 px-4 py-6 sm:px-6 sm:py-10 print:max-w-none print:p-0">
      <header className="flex flex-wrap items-center justify-between gap-3 border-b border-brand-100 pb-4">
        <Logo name={business.name} label={texts.logoLabel} />
        <p className="text-sm text-muted">
          {business.phone} · {business.email}
        </p>
      </header>
      <ProposalState view={view} booking={booking} contact={contact} />
      {view.cancelled ? (
        <p role="status" className="rounded-xl bg-amber-50 p-4 font-semibold text-amber-950 ring-1 ring-amber-200">
          Esta festa foi cancelada. Os recibos continuam aqui; para a devolução, fale com {business.name}:{' '}
          {business.phone} · {business.email}.
        </p>
      ) : null}
      {/* Before acceptance the quote's day is the client's request, which the proposal may change. */}
      {view.state === 'accepted' && view.partyDate && content.event.date && view.partyDate !== content.event.date ? (
        <p role="status" className="rounded-xl bg-amber-50 p-3 font-semibold text-amber-950 ring-1 ring-amber-300">
          A festa foi remarcada para {formatDateBR(view.partyDate)}. A proposta abaixo foi feita para{' '}
          {formatDateBR(content.event.date)}; os vencimentos em aberto já seguem a nova data.
        </p>
      ) : null}
      {view.state === 'accepted' && view.pix && next && !dateFreed ? (
        <PixPayment
          pix={view.pix}
          installment={next}
          dueLabel={holdUntil ? formatDateBR(holdUntil) : null}
          reference={content.reference}
          businessName={business.name}
        />
      ) : null}
      {view.state === 'accepted' && view.installments.length > 0 ? (
        <PaymentSchedule
          installments={view.installments}
          receipts={view.receipts}
          holdUntil={holdUntil}
          receiptHref={(id) => `/proposta/${token}/recibo/${id}`}
        />
      ) : null}
      <AmendmentChanges content={content} open={view.state === 'open'} />
      <ProposalDocument content={content} />
      {view.issuer ? (
        <div className="text-sm text-muted">
          <IssuerLine issuer={view.issuer} />
        </div>
      ) : null}
      {view.state === 'open' && view.outdated ? (
        <div role="status" className="space-y-1 rounded-xl bg-amber-50 p-3 text-amber-950 ring-1 ring-amber-300">
          <p className="font-semibold">
            Esta proposta não vale mais: a festa já foi combinada de outro jeito. Fale com a gente para receber a
            proposta atual:
          </p>
          <p>
            <ContactLinks contact={contact} />
          </p>
        </div>
      ) : view.state === 'open' ? (
        <div className="space-y-4">
          <AcceptForm token={token} />
          <RefuseForm token={token} />
        </div>
      ) : null}
      <p className="text-xs text-muted print:text-[10px]">
        Documento {content.reference} v{view.number} · código de verificação (SHA-256){' '}
        <span className="font-mono break-all">{view.contentSha256}</span>
      </p>
      <p className="print:hidden">
        <span className="text-sm text-muted">
          Para guardar uma cópia, use &quot;Imprimir&quot; e &quot;Salvar como PDF&quot; no navegador.
        </span>
      </p>
    </main>
  )
}
