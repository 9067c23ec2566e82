import type { Metadata } from 'next'
import { fredoka, nunito } from '../fonts'
import '../globals.css'

// A client's private document: never indexed, never cached, and its link never leaks as a referrer
// to another site. Same-origin, not no-referrer: with no-referrer the browser posts the page's forms
// with "Origin: null", which Next refuses as a forged action, so accepting without scripts failed.
export const metadata: Metadata = { robots: { index: false, follow: false }, referrer: 'same-origin' }

export const dynamic = 'force-dynamic'

/** The proposal's own root layout: the document, without the site's navigation (it prints clean). */
export default function ProposalLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="pt-BR" className={`${nunito.variable} ${fredoka.variable}`}>
      <body className="min-h-screen bg-brand-50/50 print:bg-white">{children}</body>
    </html>
  )
}
