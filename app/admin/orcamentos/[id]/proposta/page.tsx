import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'
import { AdminHeader } from '@/components/admin/admin-header'
import { PaymentForm } from '@/components/proposals/admin/payment-form'
import { ProposalEditor } from '@/components/proposals/admin/editor/proposal-editor'
import { ProposalHistory } from '@/components/proposals/admin/proposal-history'
import { ProposalSendPanel } from '@/components/proposals/admin/proposal-send-panel'
import { ProposalTotals } from '@/components/proposals/admin/proposal-totals'
import { AcceptanceContract } from '@/components/proposals/admin/acceptance-contract'
import { PaymentSchedule } from '@/components/proposals/payment-schedule'
import { requireAdmin } from '@/lib/auth/guard'
import { absoluteUrl } from '@/lib/config/env'
import { getSiteChrome } from '@/lib/content/site'
import { proposalOfQuote, proposalSettings, versionContent } from '@/lib/proposals/admin-proposals'
import { getProposalCatalog, getProposalConditions } from '@/lib/proposals/catalog-source'
import { newDraft, valuesFromDraft } from '@/lib/proposals/editor-form'
import { centsToInput, formatBRL } from '@/lib/money'
import { nextOpenInstallment } from '@/lib/proposals/schedule'
import { canSendEmail } from '@/lib/proposals/notify'
import { quoteWithNotes } from '@/lib/quotes/admin-quotes'
import { formatDateBR, todayInSaoPaulo } from '@/lib/dates'
import { recordId } from '@/lib/forms/form-id'

type Props = { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: `Proposta do orçamento #${recordId((await params).id) ?? ''}` }
}

const notices: Record<string, Record<string, string>> = {
  salva: { '1': 'Rascunho salvo.' },
  email: {
    enviado: 'E-mail com a proposta enviado ao cliente.',
    falhou: 'O e-mail não foi enviado. Tente de novo ou envie pelo WhatsApp.',
    'sem-destino': 'Não há e-mail do cliente ou versão aberta para enviar.',
  },
}

/** A quote's proposal: the editor (a phone works), sending the newest version, the history and the deposit. */
export default async function ProposalAdminPage({ params, searchParams }: Props) {
  const admin = await requireAdmin()
  const id = recordId((await params).id)
  if (id === null) notFound()
  const [found, proposal, settings, { settings: site }, query] = await Promise.all([
    quoteWithNotes(id),
    proposalOfQuote(id),
    proposalSettings(),
    getSiteChrome(),
    searchParams,
  ])
  if (!found) notFound()
  const { quote } = found
  const [catalog, conditions] =
    proposal?.status === 'accepted'
      ? [[], '']
      : await Promise.all([getProposalCatalog(), proposal ? '' : getProposalConditions()])
  const draft =
    proposal ??
    newDraft({
      guests: quote.guests,
      date: quote.date,
      depositPercent: settings.depositPercent,
      conditions,
      installments: settings.balanceInstallments,
      daysBefore: settings.balanceDaysBefore,
    })
  const open = proposal?.versions.find(({ state }) => state === 'open' || state === 'accepted')
  const openContent = open?.token ? await versionContent(open.token) : null
  const sent =
    typeof query.enviada === 'string' ? `Versão ${query.enviada} enviada: agora mande o link ao cliente.` : null
  const receiptId = typeof query.recibo === 'string' ? recordId(query.recibo) : null
  const notice =
    sent ??
    Object.entries(notices)
      .map(([key, messages]) => messages[String(query[key])])
      .find(Boolean)
  const paid = proposal?.payments.reduce((sum, payment) => sum + payment.amountCents, 0) ?? 0
  const acceptedVersion = proposal?.versions.find(({ state }) => state === 'accepted')
  const next = proposal ? nextOpenInstallment(proposal.installments) : null
  return (
    <>
      <AdminHeader email={admin.email} />
      <main className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:px-6">
        <Link
          href={`/admin/orcamentos/${id}`}
          className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline"
        >
          ← Voltar ao orçamento de {quote.name ?? `#${id}`}
        </Link>
        {receiptId !== null && proposal?.payments.some(({ id }) => id === receiptId) ? (
          <p
            role="status"
            className="rounded-xl bg-emerald-50 p-3 font-semibold text-emerald-900 ring-1 ring-emerald-200"
          >
            Pagamento registrado.{' '}
            <Link href={`/admin/orcamentos/${id}/recibo/${receiptId}`} className="underline">
              Recibo nº {receiptId}
            </Link>
          </p>
        ) : null}
        {notice ? (
          <p
            role="status"
            className="rounded-xl bg-emerald-50 p-3 font-semibold text-emerald-900 ring-1 ring-emerald-200"
          >
            {notice}
          </p>
        ) : null}
        {!settings.pixKey ? (
          <p className="rounded-xl bg-amber-50 p-3 text-sm ring-1 ring-amber-200">
            Sem chave Pix, o cliente não vê o código do sinal depois de aceitar: cada versão guarda o Pix do momento em
            que foi enviada.{' '}
            <Link href="/admin/configuracoes/propostas" className="font-semibold underline">
              Configurar Pix
            </Link>
          </p>
        ) : null}
        {open?.token && openContent && open.state === 'open' ? (
          <ProposalSendPanel
            orcamentoId={id}
            version={open}
            content={openContent}
            link={absoluteUrl(`/proposta/${open.token}`)}
            client={{ whatsapp: quote.whatsapp ?? quote.phone, email: quote.email }}
            smtp={canSendEmail()}
          />
        ) : null}
        {proposal?.status === 'accepted' && acceptedVersion ? (
          <section
            aria-label="Pagamentos da proposta"
            className="space-y-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-emerald-200"
          >
            <p className="font-semibold">
              Proposta aceita. Recebido: {formatBRL(paid)} de {formatBRL(acceptedVersion.totalCents)}
              {acceptedVersion.depositCents > 0
                ? ` · sinal ${paid >= acceptedVersion.depositCents ? 'pago' : 'pendente'} (${formatBRL(acceptedVersion.depositCents)})`
                : ''}
              .
            </p>
            {proposal.acceptance ? <AcceptanceContract acceptance={proposal.acceptance} /> : null}
            {acceptedVersion.token ? (
              <p className="text-sm">
                Link do cliente (com o Pix da próxima parcela e os recibos):{' '}
                <a
                  href={absoluteUrl(`/proposta/${acceptedVersion.token}`)}
                  className="font-semibold break-all underline"
                >
                  {absoluteUrl(`/proposta/${acceptedVersion.token}`)}
                </a>
              </p>
            ) : null}
            <p className="text-sm">
              {acceptedVersion.pix
                ? `Pix desta versão: chave ${acceptedVersion.pix.key}, favorecido ${acceptedVersion.pix.beneficiary ?? ''}.`
                : 'Esta versão foi enviada sem chave Pix: combine os pagamentos com o cliente.'}
            </p>
            <PaymentSchedule
              installments={proposal.installments}
              receipts={proposal.payments}
              holdUntil={null}
              receiptHref={(receipt) => `/admin/orcamentos/${id}/recibo/${receipt}`}
            />
            {next ? (
              <PaymentForm
                orcamentoId={id}
                proposalId={proposal.id}
                amount={centsToInput(next.remainingCents)}
                today={todayInSaoPaulo()}
                installment={`${next.label}, ${formatBRL(next.remainingCents)}${next.due ? ` até ${formatDateBR(next.due)}` : ''}`}
              />
            ) : null}
          </section>
        ) : (
          <section className="space-y-4 rounded-2xl bg-white/60 p-1">
            {proposal ? (
              <ProposalTotals draft={proposal} />
            ) : (
              <p className="text-sm text-muted">
                Nova proposta para {quote.name ?? `o orçamento #${id}`}: preenchida com os dados do pedido.
              </p>
            )}
            <ProposalEditor orcamentoId={id} initial={valuesFromDraft(draft)} catalog={catalog} />
          </section>
        )}
        {proposal ? <ProposalHistory proposal={proposal} /> : null}
        <p className="text-xs text-muted">
          {site.businessName}: os valores são calculados em centavos; descontos e sinal arredondam para o centavo mais
          próximo (meio centavo para cima).
        </p>
      </main>
    </>
  )
}
