import { PaymentSchedule } from '@/components/proposals/payment-schedule'
import { AcceptanceContract } from '@/components/proposals/admin/acceptance-contract'
import { PaymentForm } from '@/components/proposals/admin/payment-form'
import { absoluteUrl } from '@/lib/config/env'
import { formatDateBR, todayInSaoPaulo } from '@/lib/dates'
import { centsToInput, formatBRL } from '@/lib/money'
import type { AdminProposal, AdminProposalVersion, CancellationTerms } from '@/lib/proposals/contract'
import { nextOpenInstallment } from '@/lib/proposals/schedule'
import { heldCents } from '@/lib/proposals/receipts'
import { ReceiptCorrections } from '@/components/proposals/admin/receipt-corrections'
import { PartyCancellation } from '@/components/proposals/admin/party-cancellation'

type Props = {
  orcamentoId: number
  proposal: AdminProposal
  accepted: AdminProposalVersion
  terms: CancellationTerms | null
}

/** An accepted proposal's money: what came in, the signed contract, the client's link, the schedule and the next payment. */
export function ProposalPayments({ orcamentoId, proposal, accepted, terms }: Props) {
  const cancelled = proposal.status === 'cancelled'
  const paid = heldCents(proposal.payments)
  const next = nextOpenInstallment(proposal.installments)
  const clientLink = accepted.token ? absoluteUrl(`/proposta/${accepted.token}`) : null
  return (
    <section
      aria-label="Pagamentos da proposta"
      className="space-y-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-emerald-200"
    >
      <p className="font-semibold">
        {cancelled ? 'Festa cancelada.' : 'Proposta aceita.'} Recebido: {formatBRL(paid)} de{' '}
        {formatBRL(accepted.totalCents)}
        {accepted.depositCents > 0
          ? ` · sinal ${paid >= accepted.depositCents ? 'pago' : 'pendente'} (${formatBRL(accepted.depositCents)})`
          : ''}
        .
      </p>
      {proposal.acceptance ? <AcceptanceContract acceptance={proposal.acceptance} /> : null}
      {clientLink ? (
        <p className="text-sm">
          Link do cliente (com o Pix da próxima parcela e os recibos):{' '}
          <a href={clientLink} className="font-semibold break-all underline">
            {clientLink}
          </a>
        </p>
      ) : null}
      <p className="text-sm">
        {accepted.pix
          ? `Pix desta versão: chave ${accepted.pix.key}, favorecido ${accepted.pix.beneficiary ?? ''}.`
          : 'Esta versão foi enviada sem chave Pix: combine os pagamentos com o cliente.'}
      </p>
      <PaymentSchedule
        installments={proposal.installments}
        receipts={proposal.payments}
        holdUntil={null}
        receiptHref={(receipt) => `/admin/orcamentos/${orcamentoId}/recibo/${receipt}`}
      />
      {next && !cancelled ? (
        <PaymentForm
          orcamentoId={orcamentoId}
          proposalId={proposal.id}
          amount={centsToInput(next.remainingCents)}
          today={todayInSaoPaulo()}
          installment={`${next.label}, ${formatBRL(next.remainingCents)}${next.due ? ` até ${formatDateBR(next.due)}` : ''}`}
        />
      ) : null}
      <ReceiptCorrections orcamentoId={orcamentoId} proposalId={proposal.id} receipts={proposal.payments} />
      <PartyCancellation orcamentoId={orcamentoId} cancelled={cancelled} terms={terms} />
    </section>
  )
}
