import type { ProposalContent } from '@/lib/proposals/contract'
import { formatDateBR, todayInSaoPaulo } from '@/lib/dates'
import { formatBRL } from '@/lib/money'
import { ProposalAmounts } from './proposal-amounts'
import { ProposalFacts } from './proposal-facts'
import { ProposalLines } from './proposal-lines'

/** The frozen proposal as the client reads and prints it: the event, every line, the totals and the conditions. */
export function ProposalDocument({ content }: { content: ProposalContent }) {
  return (
    <article aria-labelledby="proposta-titulo" className="space-y-6 print:space-y-4">
      <header className="space-y-1">
        <p className="text-sm font-semibold text-muted">
          Proposta {content.reference} · versão {content.version} · emitida em{' '}
          {formatDateBR(todayInSaoPaulo(new Date(content.issuedAt)))}
        </p>
        <h1 id="proposta-titulo" className="text-2xl font-semibold text-brand-800 sm:text-3xl print:text-2xl">
          Proposta para {content.client.name}
        </h1>
      </header>

      <ProposalFacts content={content} />

      <section aria-labelledby="itens-titulo">
        <h2 id="itens-titulo" className="mb-2 text-lg font-semibold text-ink">
          Itens
        </h2>
        <ProposalLines lines={content.lines} />
        <ProposalAmounts content={content} />
      </section>

      {content.schedule && content.schedule.length > 0 ? (
        <section aria-labelledby="cronograma-titulo" className="break-inside-avoid">
          <h2 id="cronograma-titulo" className="mb-1 text-lg font-semibold text-ink">
            Parcelas
          </h2>
          <ul className="space-y-1">
            {content.schedule.map((installment, index) => (
              <li key={index} className="flex justify-between gap-4 border-b border-brand-100 py-1">
                <span>
                  {installment.label}:{' '}
                  {installment.due
                    ? `até ${formatDateBR(installment.due)}`
                    : 'no prazo da pré-reserva, depois do aceite'}
                </span>
                <span className="tabular-nums font-semibold">{formatBRL(installment.amountCents)}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

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
