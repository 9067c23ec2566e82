import type { ReactNode } from 'react'
import { IssuerLine } from '@/components/proposals/issuer-line'
import type { BusinessIssuer, ProposalContent } from '@/lib/proposals/contract'
import { formatBRL } from '@/lib/money'

type Props = {
  title: string
  amountCents: number
  business: ProposalContent['business']
  issuer: BusinessIssuer | null | undefined
  children: ReactNode
}

/** A receipt's page (a payment's or a refund's): its number and amount on top, the business at the foot; prints to one page. */
export function ReceiptFrame({ title, amountCents, business, issuer, children }: Props) {
  return (
    <article
      aria-labelledby="recibo-titulo"
      className="space-y-5 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-brand-200 print:p-0 print:shadow-none print:ring-0"
    >
      <header className="flex flex-wrap items-baseline justify-between gap-2 border-b border-brand-200 pb-3">
        <h1 id="recibo-titulo" className="text-2xl font-semibold text-brand-800">
          {title}
        </h1>
        <p className="text-2xl font-bold tabular-nums" data-valor>
          {formatBRL(amountCents)}
        </p>
      </header>
      {children}
      <footer className="border-t border-brand-200 pt-3 text-sm">
        <p className="font-semibold">{business.name}</p>
        {issuer ? <IssuerLine issuer={issuer} /> : null}
        <p>
          {business.phone} · {business.email}
        </p>
      </footer>
    </article>
  )
}
