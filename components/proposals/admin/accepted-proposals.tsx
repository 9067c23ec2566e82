import Link from 'next/link'
import { unstable_rethrow } from 'next/navigation'
import { NewestAndMore } from '@/components/admin/newest-and-more'
import { PhoneFold } from '@/components/admin/phone-fold'
import { pendingDeposits } from '@/lib/proposals/admin-proposals'
import { formatBRL } from '@/lib/money'
import { formatDateTimeBR } from '@/lib/dates'
import { describeFailure } from '@/lib/log/describe-failure'

/** First on the dashboard: proposals the clients accepted whose deposit is still to be received. */
export async function AcceptedProposals() {
  let pending
  try {
    pending = await pendingDeposits()
  } catch (error) {
    unstable_rethrow(error)
    console.error('[admin] falha ao ler as propostas aceitas', describeFailure(error))
    return null
  }
  if (pending.length === 0) return null
  return (
    <PhoneFold
      id="aceitas-titulo"
      heading={`Propostas aceitas aguardando o sinal (${pending.length})`}
      className="space-y-2 rounded-2xl bg-emerald-50 p-4 ring-1 ring-emerald-200"
      headingClassName="text-lg font-semibold text-emerald-950"
    >
      <NewestAndMore
        className="space-y-1"
        more={(count) => `Mais ${count} ${count === 1 ? 'proposta' : 'propostas'}`}
        items={pending.map((item) => (
          <li key={item.proposal_id}>
            <Link
              href={`/admin/orcamentos/${item.orcamento_id}/proposta`}
              className="font-semibold text-emerald-900 underline"
            >
              {item.accepted_name ?? `Orçamento #${item.orcamento_id}`}
            </Link>{' '}
            aceitou {item.accepted_at ? `em ${formatDateTimeBR(item.accepted_at)}` : ''}: sinal de{' '}
            {formatBRL(item.deposit_cents)}
            {item.paid_cents > 0 ? ` (recebido ${formatBRL(item.paid_cents)})` : ''}
          </li>
        ))}
      />
    </PhoneFold>
  )
}
