import type { ProposalContent } from '@/lib/proposals/contract'
import { formatBRL } from '@/lib/proposals/money'
import { formatDateBR } from '@/lib/dates'

const row = 'flex justify-between gap-4 py-1'

/** The frozen proposal as the client reads and prints it: the event, every line, the totals and the conditions. */
export function ProposalDocument({ content }: { content: ProposalContent }) {
  const { event } = content
  const facts = [
    ['Cliente', content.client.name],
    ['Data do evento', event.date ? `${formatDateBR(event.date)}${event.time ? ` às ${event.time}` : ''}` : 'a combinar'],
    ['Convidados', event.guests ? String(event.guests) : 'a combinar'],
    ['Tipo de festa', event.partyTypes || '-'],
    ['Bairro', event.neighborhood || '-'],
    ['Válida até', formatDateBR(content.validUntil)],
  ] as const
  return (
    <article aria-labelledby="proposta-titulo" className="space-y-6 print:space-y-4">
      <header className="space-y-1">
        <p className="text-sm font-semibold text-muted">
          Proposta {content.reference} · versão {content.version} · emitida em {formatDateBR(content.issuedAt.slice(0, 10))}
        </p>
        <h1 id="proposta-titulo" className="text-2xl font-semibold text-brand-800 sm:text-3xl print:text-2xl">
          Proposta para {content.client.name}
        </h1>
      </header>

      <dl className="grid grid-cols-2 gap-x-6 gap-y-2 rounded-2xl bg-brand-50 p-4 sm:grid-cols-3 print:bg-white print:p-0">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt className="text-xs font-semibold text-muted">{label}</dt>
            <dd className="[overflow-wrap:anywhere]">{value}</dd>
          </div>
        ))}
      </dl>

      <section aria-labelledby="itens-titulo">
        <h2 id="itens-titulo" className="mb-2 text-lg font-semibold text-ink">
          Itens
        </h2>
        <table className="w-full border-collapse text-left text-sm sm:text-base">
          <thead>
            <tr className="border-b border-brand-200 text-xs text-muted">
              <th scope="col" className="py-2 pr-2 font-semibold">Descrição</th>
              <th scope="col" className="py-2 pr-2 text-right font-semibold">Qtd.</th>
              <th scope="col" className="hidden py-2 pr-2 text-right font-semibold sm:table-cell print:table-cell">Unitário</th>
              <th scope="col" className="py-2 text-right font-semibold">Valor</th>
            </tr>
          </thead>
          <tbody>
            {content.lines.map((line, index) => (
              <tr key={index} className="border-b border-brand-100 align-top break-inside-avoid">
                <td className="py-2 pr-2 [overflow-wrap:anywhere]">
                  {line.description}
                  <span className="block text-xs text-muted sm:hidden print:hidden">{formatBRL(line.unitCents)} cada</span>
                </td>
                <td className="py-2 pr-2 text-right tabular-nums">{line.quantity}</td>
                <td className="hidden py-2 pr-2 text-right tabular-nums sm:table-cell print:table-cell">{formatBRL(line.unitCents)}</td>
                <td className="py-2 text-right tabular-nums">{formatBRL(line.totalCents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <div className="mt-3 ml-auto max-w-xs text-sm sm:text-base">
          <p className={row}>
            <span>Subtotal</span> <span className="tabular-nums">{formatBRL(content.subtotalCents)}</span>
          </p>
          {content.discount.cents > 0 ? (
            <p className={row}>
              <span>Desconto{content.discount.kind === 'percent' ? ` (${(content.discount.value / 100).toLocaleString('pt-BR')}%)` : ''}</span>
              <span className="tabular-nums">−{formatBRL(content.discount.cents)}</span>
            </p>
          ) : null}
          <p className={`${row} border-t border-brand-200 text-lg font-bold`}>
            <span>Total</span> <span className="tabular-nums">{formatBRL(content.totalCents)}</span>
          </p>
          <p className={row}>
            <span>Sinal ({content.depositPercent}%)</span> <span className="tabular-nums font-semibold">{formatBRL(content.depositCents)}</span>
          </p>
          <p className={`${row} text-muted`}>
            <span>Restante</span> <span className="tabular-nums">{formatBRL(content.balanceCents)}</span>
          </p>
        </div>
      </section>

      {content.paymentTerms ? (
        <section aria-labelledby="pagamento-titulo" className="break-inside-avoid">
          <h2 id="pagamento-titulo" className="mb-1 text-lg font-semibold text-ink">
            Forma de pagamento
          </h2>
          <p className="whitespace-pre-line">{content.paymentTerms}</p>
        </section>
      ) : null}

      {content.conditions ? (
        <section aria-labelledby="condicoes-titulo">
          <h2 id="condicoes-titulo" className="mb-1 text-lg font-semibold text-ink">
            Condições
          </h2>
          <p className="text-sm whitespace-pre-line">{content.conditions}</p>
        </section>
      ) : null}
    </article>
  )
}
