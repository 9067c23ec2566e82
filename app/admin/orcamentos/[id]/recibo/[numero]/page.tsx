import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'
import { ReceiptDocument } from '@/components/proposals/receipt-document'
import { PrintButton } from '@/components/proposals/print-button'
import { recordId } from '@/lib/forms/form-id'
import { proposalOfQuote } from '@/lib/proposals/admin-proposals'

type Props = { params: Promise<{ id: string; numero: string }> }

export const metadata: Metadata = { title: 'Recibo' }

/** A payment's receipt as the administrator prints or sends it: the same document the client's link shows. */
export default async function AdminReceiptPage({ params }: Props) {
  const { id: rawId, numero } = await params
  const id = recordId(rawId)
  const proposal = id === null ? null : await proposalOfQuote(id)
  const receipt = proposal?.payments.find((payment) => payment.id === recordId(numero))
  const content = receipt ? proposal?.acceptedContent : null
  if (!proposal || !receipt || !content) notFound()
  return (
    <main className="mx-auto max-w-2xl space-y-4 px-4 py-6 sm:py-10 print:max-w-none print:p-0">
      <p className="flex flex-wrap justify-between gap-3 print:hidden">
        <Link href={`/admin/orcamentos/${id}/proposta`} className="font-semibold text-brand-700 underline">
          ← Voltar à proposta
        </Link>
        <PrintButton />
      </p>
      <ReceiptDocument
        receipt={receipt}
        content={content}
        payer={{ name: proposal.acceptance?.fullName ?? content.client.name, cpf: proposal.acceptance?.cpf ?? null }}
      />
    </main>
  )
}
