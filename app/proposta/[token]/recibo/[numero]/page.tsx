import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'
import { ReceiptDocument } from '@/components/proposals/receipt-document'
import { PrintButton } from '@/components/proposals/print-button'
import { recordId } from '@/lib/forms/form-id'
import { proposalForToken } from '@/lib/proposals/public-proposals'

type Props = { params: Promise<{ token: string; numero: string }> }

export const metadata: Metadata = { title: 'Recibo' }

/** A payment's receipt, from the client's link: only the receipts of this link's accepted proposal exist here. */
export default async function ClientReceiptPage({ params }: Props) {
  const { token, numero } = await params
  const view = await proposalForToken(token)
  const receipt = view?.state === 'accepted' ? view.receipts.find(({ id }) => id === recordId(numero)) : undefined
  if (!view || !receipt) notFound()
  return (
    <main className="mx-auto max-w-2xl space-y-4 px-4 py-6 sm:py-10 print:max-w-none print:p-0">
      <p className="flex flex-wrap justify-between gap-3 print:hidden">
        <Link href={`/proposta/${token}`} className="font-semibold text-brand-700 underline">
          ← Voltar à proposta
        </Link>
        <PrintButton />
      </p>
      <ReceiptDocument
        receipt={receipt}
        content={view.content}
        payer={{ name: view.acceptedName ?? view.content.client.name, cpf: view.acceptedCpf }}
      />
    </main>
  )
}
