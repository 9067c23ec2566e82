import type { Metadata } from 'next'
import { fredoka, nunito } from '../fonts'
import '../globals.css'

// A client's private document: never indexed, never cached, and its link never leaks as a referrer.
export const metadata: Metadata = { robots: { index: false, follow: false }, referrer: 'no-referrer' }

export const dynamic = 'force-dynamic'

/** The proposal's own root layout: the document, without the site's navigation (it prints clean). */
export default function ProposalLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="pt-BR" className={`${nunito.variable} ${fredoka.variable}`}>
      <body className="min-h-screen bg-brand-50/50 print:bg-white">{children}</body>
    </html>
  )
}
