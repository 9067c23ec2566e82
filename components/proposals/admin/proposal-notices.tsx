import Link from 'next/link'
import type { AdminProposal } from '@/lib/proposals/contract'
import { recordId } from '@/lib/forms/form-id'

type Query = Record<string, string | string[] | undefined>

const notices: Record<string, Record<string, string>> = {
  salva: { '1': 'Rascunho salvo.' },
  festa: {
    cancelada: 'Festa cancelada: a data foi liberada e as parcelas fechadas. Registre a devolução devida.',
    reaberta: 'Festa reaberta: ela volta a receber pagamentos. Reserve a data de novo no orçamento.',
  },
  email: {
    enviado: 'E-mail com a proposta enviado ao cliente.',
    falhou: 'O e-mail não foi enviado. Tente de novo ou envie pelo WhatsApp.',
    'sem-destino': 'Não há e-mail do cliente ou versão aberta para enviar.',
  },
}

const status = 'rounded-xl bg-emerald-50 p-3 font-semibold text-emerald-900 ring-1 ring-emerald-200'

/** What the proposal page says after an action redirected back to it (saved, sent, paid, reversed, refunded), and a missing Pix key. */
export function ProposalNotices({
  orcamentoId,
  proposal,
  query,
  hasPixKey,
}: {
  orcamentoId: number
  proposal: AdminProposal | null
  query: Query
  hasPixKey: boolean
}) {
  const sent =
    typeof query.enviada === 'string' ? `Versão ${query.enviada} enviada: agora mande o link ao cliente.` : null
  const receiptId = typeof query.recibo === 'string' ? recordId(query.recibo) : null
  const receipt = receiptId === null ? undefined : proposal?.payments.find(({ id }) => id === receiptId)
  const reversedId = typeof query.estorno === 'string' ? recordId(query.estorno) : null
  const notice =
    sent ??
    Object.entries(notices)
      .map(([key, messages]) => messages[String(query[key])])
      .find(Boolean)
  return (
    <>
      {receipt ? (
        <p role="status" className={status}>
          {receipt.kind === 'refund' ? 'Devolução registrada.' : 'Pagamento registrado.'}{' '}
          <Link href={`/admin/orcamentos/${orcamentoId}/recibo/${receiptId}`} className="underline">
            Recibo nº {receiptId}
          </Link>
        </p>
      ) : null}
      {reversedId !== null && proposal?.payments.some(({ id, cancelled }) => id === reversedId && cancelled) ? (
        <p role="status" className={status}>
          Pagamento estornado: o recibo nº {reversedId} agora aparece como cancelado e as parcelas voltaram a ficar em
          aberto.
        </p>
      ) : null}
      {notice ? (
        <p role="status" className={status}>
          {notice}
        </p>
      ) : null}
      {hasPixKey ? null : (
        <p className="rounded-xl bg-amber-50 p-3 text-sm ring-1 ring-amber-200">
          Sem chave Pix, o cliente não vê o código do sinal depois de aceitar: cada versão guarda o Pix do momento em
          que foi enviada.{' '}
          <Link href="/admin/configuracoes/propostas" className="font-semibold underline">
            Configurar Pix
          </Link>
        </p>
      )}
    </>
  )
}
