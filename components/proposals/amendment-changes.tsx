import type { ProposalContent } from '@/lib/proposals/contract'
import { fillInstallments } from '@/lib/proposals/schedule'
import { formatDateBR } from '@/lib/dates'
import { formatBRL } from '@/lib/money'

type Props = { content: ProposalContent; open: boolean }

const dateOf = (date: string | null) => (date ? formatDateBR(date) : 'a combinar')
const itemsOf = (lines: ProposalContent['lines']) =>
  lines.map(({ description, quantity }) => `${description} × ${quantity}`).join('; ') || 'nenhum'

/**
 * An aditivo's page: what changes from the accepted version (before → after), the new total and,
 * while it waits for the client's answer, the installments that remain with it.
 */
export function AmendmentChanges({ content, open }: Props) {
  const amendment = content.amendment
  if (!amendment) return null
  const { before } = amendment
  const rows = [
    { label: 'Data', before: dateOf(before.date), after: dateOf(content.event.date) },
    { label: 'Convidados', before: String(before.guests ?? '—'), after: String(content.event.guests ?? '—') },
    { label: 'Itens', before: itemsOf(before.lines), after: itemsOf(content.lines) },
    { label: 'Total', before: formatBRL(before.totalCents), after: formatBRL(content.totalCents) },
  ]
  const remaining = open
    ? fillInstallments(content.schedule ?? [], amendment.paidCents).filter(({ remainingCents }) => remainingCents > 0)
    : []
  return (
    <section
      aria-labelledby="aditivo-titulo"
      className="space-y-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-brand-100 break-inside-avoid"
    >
      <h2 id="aditivo-titulo" className="text-xl font-semibold text-brand-800">
        Aditivo à proposta aceita (versão {amendment.of}): o que muda
      </h2>
      <table className="w-full text-left text-sm sm:text-base">
        <thead>
          <tr className="border-b border-brand-200 text-xs text-muted uppercase">
            <th scope="col" className="py-1 pr-2">
              &nbsp;
            </th>
            <th scope="col" className="py-1 pr-2">
              Antes
            </th>
            <th scope="col" className="py-1">
              Com o aditivo
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label} className="border-b border-brand-100" data-mudanca={row.label}>
              <th scope="row" className="py-2 pr-2 font-semibold">
                {row.label}
              </th>
              <td className="py-2 pr-2">{row.before}</td>
              <td className={`py-2 ${row.before === row.after ? '' : 'font-semibold'}`}>{row.after}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="text-sm">
        Os pagamentos já feitos continuam valendo ({formatBRL(amendment.paidCents)} quando o aditivo foi enviado).
      </p>
      {remaining.length > 0 ? (
        <>
          <h3 className="font-semibold">Parcelas que faltam com o aditivo</h3>
          <ul className="space-y-1 text-sm sm:text-base" data-parcelas-aditivo>
            {remaining.map((installment) => (
              <li key={installment.number}>
                {installment.label}: {formatBRL(installment.remainingCents)}
                {installment.due ? `, vence em ${formatDateBR(installment.due)}` : ''}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {open ? (
        <p className="text-sm text-muted">
          Até você aceitar o aditivo, vale a proposta aceita antes. Para aceitar, use o formulário abaixo.
        </p>
      ) : null}
    </section>
  )
}
