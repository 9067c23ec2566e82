import Link from 'next/link'
import type { AdminProposal } from '@/lib/proposals/contract'
import { formatBRL } from '@/lib/money'

const statusText: Record<AdminProposal['status'], string> = {
  draft: 'rascunho',
  sent: 'enviada, aguardando o cliente',
  accepted: 'aceita',
  refused: 'recusada',
  cancelled: 'festa cancelada',
}

/** The quote's proposal at a glance, with "Criar proposta" or "Abrir proposta". */
export function ProposalCard({ orcamentoId, proposal }: { orcamentoId: number; proposal: AdminProposal | null }) {
  const newest = proposal?.versions[0]
  const accepted = proposal?.versions.find(({ state }) => state === 'accepted')
  const paid = proposal?.payments.reduce((sum, payment) => sum + payment.amountCents, 0) ?? 0
  return (
    <section
      aria-labelledby="proposta-card-titulo"
      className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-brand-100"
    >
      <div>
        <h2 id="proposta-card-titulo" className="text-lg font-semibold text-ink">
          Proposta
        </h2>
        {proposal ? (
          <p className="text-sm">
            Versão {proposal.currentVersion || '-'} · {statusText[proposal.status]}
            {newest ? ` · ${formatBRL(newest.totalCents)}` : ''}
            {accepted ? ` · sinal ${paid >= accepted.depositCents ? 'pago' : 'pendente'}` : ''}
          </p>
        ) : (
          <p className="text-sm text-muted">
            Monte a proposta com os pacotes, cardápios e adicionais do Studio e envie o link ao cliente.
          </p>
        )}
      </div>
      <Link
        href={`/admin/orcamentos/${orcamentoId}/proposta`}
        className="inline-flex min-h-11 items-center rounded-full bg-brand-600 px-5 font-bold text-white hover:bg-brand-700"
      >
        {proposal ? 'Abrir proposta' : 'Criar proposta'}
      </Link>
    </section>
  )
}
