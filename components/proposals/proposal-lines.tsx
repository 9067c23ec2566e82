import type { ProposalContent } from '@/lib/proposals/contract'
import { formatBRL } from '@/lib/money'

/** Every priced line; on a phone the unit price moves under the description, on paper it has its column. */
export function ProposalLines({ lines }: { lines: ProposalContent['lines'] }) {
  return (
    <table className="w-full border-collapse text-left text-sm sm:text-base">
      <thead>
        <tr className="border-b border-brand-200 text-xs text-muted">
          <th scope="col" className="py-2 pr-2 font-semibold">
            Descrição
          </th>
          <th scope="col" className="py-2 pr-2 text-right font-semibold">
            Qtd.
          </th>
          <th scope="col" className="hidden py-2 pr-2 text-right font-semibold sm:table-cell print:table-cell">
            Unitário
          </th>
          <th scope="col" className="py-2 text-right font-semibold">
            Valor
          </th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line, index) => (
          <tr key={index} className="border-b border-brand-100 align-top break-inside-avoid">
            <td className="py-2 pr-2 [overflow-wrap:anywhere]">
              {line.description}
              <span className="block text-xs text-muted sm:hidden print:hidden">{formatBRL(line.unitCents)} cada</span>
            </td>
            <td className="py-2 pr-2 text-right tabular-nums">{line.quantity}</td>
            <td className="hidden py-2 pr-2 text-right tabular-nums sm:table-cell print:table-cell">
              {formatBRL(line.unitCents)}
            </td>
            <td className="py-2 text-right tabular-nums">{formatBRL(line.totalCents)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
