import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'
import { AdminHeader } from '@/components/admin/admin-header'
import { ProposalEditor } from '@/components/proposals/admin/editor/proposal-editor'
import { ProposalNotices } from '@/components/proposals/admin/proposal-notices'
import { ProposalPayments } from '@/components/proposals/admin/proposal-payments'
import { ProposalHistory } from '@/components/proposals/admin/proposal-history'
import { ProposalSendPanel } from '@/components/proposals/admin/proposal-send-panel'
import { ProposalTotals } from '@/components/proposals/admin/proposal-totals'
import { requireAdmin } from '@/lib/auth/guard'
import { absoluteUrl } from '@/lib/config/env'
import { getSiteChrome } from '@/lib/content/site'
import {
  cancellationTerms,
  editorStart,
  proposalOfQuote,
  proposalSettings,
  versionContent,
} from '@/lib/proposals/admin-proposals'
import { canSendEmail } from '@/lib/proposals/notify'
import { quoteWithNotes } from '@/lib/quotes/admin-quotes'
import { recordId } from '@/lib/forms/form-id'

type Props = { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: `Proposta do orçamento #${recordId((await params).id) ?? ''}` }
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
  const { catalog, initial } = await editorStart(quote, proposal, settings)
  const open = proposal?.versions.find(({ state }) => state === 'open' || state === 'accepted')
  const openContent = open?.token ? await versionContent(open.token) : null
  const acceptedVersion = proposal?.versions.find(({ state }) => state === 'accepted')
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
        <ProposalNotices orcamentoId={id} proposal={proposal} query={query} hasPixKey={Boolean(settings.pixKey)} />
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
        {(proposal?.status === 'accepted' || proposal?.status === 'cancelled') && acceptedVersion ? (
          <>
            <ProposalPayments
              orcamentoId={id}
              proposal={proposal}
              accepted={acceptedVersion}
              terms={proposal.status === 'accepted' ? await cancellationTerms(id) : null}
            />
            {proposal.status === 'accepted' ? (
              <details className="space-y-4 rounded-2xl bg-white/60 p-4 ring-1 ring-brand-100">
                <summary className="min-h-11 cursor-pointer font-semibold text-brand-800">
                  Fazer um aditivo (itens, convidados ou data)
                </summary>
                <p className="text-sm text-muted">
                  Mude o que for preciso e use Enviar: o aditivo vira a versão seguinte, com um link novo. Até o cliente
                  aceitar, vale a versão {acceptedVersion.number}; os pagamentos feitos continuam, o sinal fica o mesmo
                  e as parcelas em aberto são refeitas para o novo total.
                </p>
                <ProposalEditor orcamentoId={id} initial={initial} catalog={catalog} />
              </details>
            ) : null}
          </>
        ) : (
          <section className="space-y-4 rounded-2xl bg-white/60 p-1">
            {proposal ? (
              <ProposalTotals draft={proposal} />
            ) : (
              <p className="text-sm text-muted">
                Nova proposta para {quote.name ?? `o orçamento #${id}`}: preenchida com os dados do pedido.
              </p>
            )}
            <ProposalEditor orcamentoId={id} initial={initial} catalog={catalog} />
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
