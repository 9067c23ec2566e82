import { ReasonForm } from '@/components/proposals/admin/reason-form'
import { cancelParty, reopenParty } from '@/lib/proposals/admin-actions/cancel-party'
import { formatBRL } from '@/lib/money'
import type { CancellationTerms } from '@/lib/proposals/contract'

type Props = { orcamentoId: number; cancelled: boolean; terms: CancellationTerms | null }

/** "Cancelar festa" with what the policy returns today, or, for a cancelled party, "Reabrir festa". */
export function PartyCancellation({ orcamentoId, cancelled, terms }: Props) {
  if (cancelled)
    return (
      <section aria-labelledby="festa-cancelada" className="space-y-2 rounded-xl bg-amber-50 p-4 ring-1 ring-amber-200">
        <h3 id="festa-cancelada" className="font-semibold text-amber-950">
          Festa cancelada
        </h3>
        <p className="text-sm">
          Não recebe pagamentos nem lembretes, e o cliente não vê mais o Pix. Registre acima a devolução que a política
          manda. Se a festa voltar, reabra (fica na auditoria) e reserve a data de novo.
        </p>
        <ReasonForm
          action={reopenParty}
          hidden={{ orcamentoId }}
          id="festa-reabrir"
          fieldLabel="Motivo"
          label="Reabrir festa"
          pending="Reabrindo..."
          className="min-h-11 rounded-full bg-brand-600 px-5 font-bold text-white disabled:opacity-70"
        />
      </section>
    )
  if (!terms) return null
  return (
    <details className="space-y-2 rounded-xl bg-red-50 p-4 ring-1 ring-red-200">
      <summary className="min-h-11 cursor-pointer py-2 font-semibold text-red-900">Cancelar festa</summary>
      <p className="text-sm" data-devolver>
        Recebido: {formatBRL(terms.paidCents)}. A devolver hoje: <strong>{formatBRL(terms.dueBackCents)}</strong> (
        {terms.percent}%
        {terms.withdrawal
          ? ', arrependimento nos 7 dias depois do aceite on-line: devolve tudo'
          : `, pela política do buffet, a ${terms.daysBefore} dias da festa`}
        ).
      </p>
      <p className="text-sm">
        Cancelar libera a data, fecha as parcelas em aberto, para os lembretes e marca o orçamento como Perdido.
      </p>
      <ReasonForm
        action={cancelParty}
        hidden={{ orcamentoId }}
        id="festa-cancelar"
        fieldLabel="Motivo"
        label="Cancelar festa"
        pending="Cancelando..."
        className="min-h-11 rounded-full bg-red-700 px-5 font-bold text-white disabled:opacity-70"
      />
    </details>
  )
}
