import type { Metadata } from 'next'
import { IntentLink } from '@/components/ui/intent-link'

export const metadata: Metadata = { title: 'Página não encontrada', robots: { index: false, follow: false } }

/** The same page for an unknown, malformed or forged link: nothing tells one from another. */
export default function ProposalNotFound() {
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-4 py-16 text-center">
      <p className="font-display text-7xl font-semibold text-brand-200" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-semibold text-brand-800">Página não encontrada</h1>
      <p className="mt-4 text-lg text-muted">Desculpe, a página que você está procurando não existe ou foi movida.</p>
      <IntentLink href="/" className="mt-8 rounded-full bg-brand-600 px-6 py-3 font-bold text-white hover:bg-brand-700">
        Voltar para o início
      </IntentLink>
    </main>
  )
}
