import { PAYMENT_METHOD_LABELS, type AdminProposal, type VersionState } from '@/lib/proposals/contract'
import { formatBRL } from '@/lib/money'
import { formatDateBR, formatDateTimeBR } from '@/lib/dates'

const stateLabel: Record<VersionState, string> = {
  open: 'aguardando o cliente',
  expired: 'vencida',
  replaced: 'substituída',
  accepted: 'aceita',
  refused: 'recusada',
}

/** What happened to the proposal: each version sent and how often its link was opened, the acceptance with its evidence, refusals and payments. */
export function ProposalHistory({ proposal }: { proposal: AdminProposal }) {
  const paid = proposal.payments.reduce((sum, payment) => sum + payment.amountCents, 0)
  return (
    <section
      aria-labelledby="historico-titulo"
      className="space-y-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-brand-100"
    >
      <h2 id="historico-titulo" className="text-lg font-semibold text-ink">
        Histórico
      </h2>
      {proposal.acceptance ? (
        <div className="rounded-xl bg-emerald-50 p-3 text-sm text-emerald-950 ring-1 ring-emerald-200">
          <p className="font-semibold">
            Aceita por {proposal.acceptance.fullName} em {formatDateTimeBR(proposal.acceptance.acceptedAt)} (versão{' '}
            {proposal.acceptance.versionNumber}).
          </p>
          <p>
            Endereço do cliente: {proposal.acceptance.clientAddress ?? 'não informado pelo servidor'} · navegador:{' '}
            {proposal.acceptance.userAgent ?? '-'}
          </p>
          <p className="font-mono text-xs break-all">SHA-256 da versão aceita: {proposal.acceptance.contentSha256}</p>
        </div>
      ) : null}
      <ul className="space-y-2 text-sm">
        {proposal.versions.map((version) => (
          <li key={version.number} className="flex flex-wrap justify-between gap-2 border-b border-brand-100 pb-2">
            <span>
              Versão {version.number} · enviada em {formatDateTimeBR(version.sentAt)} · válida até{' '}
              {formatDateBR(version.validUntil)} ·{' '}
              <span data-aberturas>
                {version.opens.count === 0 || !version.opens.first || !version.opens.last
                  ? 'o cliente ainda não abriu o link'
                  : `aberta ${version.opens.count === 1 ? '1 vez' : `${version.opens.count} vezes`} (primeira em ${formatDateTimeBR(version.opens.first)}, última em ${formatDateTimeBR(version.opens.last)})`}
              </span>
            </span>
            <span className="font-semibold">
              {formatBRL(version.totalCents)} · {stateLabel[version.state]}
            </span>
          </li>
        ))}
        {proposal.versions.length === 0 ? (
          <li className="text-muted">Nenhuma versão enviada ainda: a proposta é um rascunho.</li>
        ) : null}
      </ul>
      {proposal.refusals.map((refusal) => (
        <p key={refusal.refusedAt} className="rounded-xl bg-stone-100 p-3 text-sm">
          Versão {refusal.versionNumber} recusada em {formatDateTimeBR(refusal.refusedAt)}
          {refusal.reason ? `: “${refusal.reason}”` : ' (sem motivo).'}
        </p>
      ))}
      {proposal.payments.length > 0 ? (
        <div className="text-sm">
          <p className="font-semibold">Pagamentos recebidos: {formatBRL(paid)}</p>
          <ul>
            {proposal.payments.map((payment) => (
              <li key={payment.id}>
                Recibo nº {payment.id}: {formatBRL(payment.amountCents)} em {formatDateBR(payment.paidOn)} (
                {PAYMENT_METHOD_LABELS[payment.method]}, registrado por {payment.recordedByEmail ?? '-'})
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  )
}
