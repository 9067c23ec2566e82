import type { Metadata } from 'next'
import Link from 'next/link'
import { AdminHeader } from '@/components/admin/admin-header'
import { ProposalSettingsForm } from '@/components/proposals/admin/proposal-settings-form'
import { requireAdmin } from '@/lib/auth/guard'
import { businessIdentity, cancellationTiers, proposalSettings } from '@/lib/proposals/admin-proposals'
import { BusinessIdentityForm } from '@/components/proposals/admin/business-identity-form'
import { CancellationTiersForm } from '@/components/proposals/admin/cancellation-tiers-form'
import { recognisePixKey } from '@/lib/proposals/pix-key'

/** The stored key as the owner reads it (a CNPJ with its dots); stored bare, 11 digits are a CPF (a phone is kept with +55). */
function storedKeyShown(key: string | null): string {
  if (!key) return ''
  const recognised = recognisePixKey(key, /^\d{11}$/.test(key) ? 'cpf' : undefined)
  return recognised.ok ? recognised.shown : key
}

export const metadata: Metadata = { title: 'Propostas e Pix' }

/** The proposals' admin-only settings: never in the public content, only here. */
export default async function ProposalSettingsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>
}) {
  const admin = await requireAdmin()
  const [settings, tiers, identity, query] = await Promise.all([
    proposalSettings(),
    cancellationTiers(),
    businessIdentity(),
    searchParams,
  ])
  return (
    <>
      <AdminHeader email={admin.email} current="propostas" />
      <main className="mx-auto max-w-2xl space-y-6 px-4 py-8 sm:px-6">
        <Link href="/admin" className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline">
          ← Voltar aos orçamentos
        </Link>
        <h2 className="text-2xl font-semibold text-ink">Propostas e Pix</h2>
        <p className="text-muted">
          O sinal padrão das novas propostas, em quantas parcelas vai o restante, quantos dias a data fica pré-reservada
          esperando o sinal e o Pix que o cliente paga depois de aceitar. As condições das propostas ficam no Studio
          (Configurações do site, aba Propostas).
        </p>
        <ProposalSettingsForm
          initial={{
            depositPercent: String(settings.depositPercent),
            holdDays: String(settings.holdDays),
            balanceInstallments: String(settings.balanceInstallments),
            balanceDaysBefore: String(settings.balanceDaysBefore),
            pixKey: storedKeyShown(settings.pixKey),
            pixBeneficiary: settings.pixBeneficiary ?? '',
            pixCity: settings.pixCity ?? '',
          }}
        />
        <BusinessIdentityForm
          initial={{
            legalName: identity.legalName ?? '',
            document: identity.document ?? '',
            address: identity.address ?? '',
            city: identity.city ?? '',
          }}
          saved={query.recibo === 'salvo'}
        />
        <CancellationTiersForm
          initial={{
            days: tiers.map(({ daysBefore }) => String(daysBefore)),
            percent: tiers.map(({ percent }) => String(percent)),
          }}
          saved={query.cancelamento === 'salvo'}
        />
      </main>
    </>
  )
}
