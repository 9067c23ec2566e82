import type { Metadata } from 'next'
import { unstable_rethrow } from 'next/navigation'
import { AdminHeader } from '@/components/admin/admin-header'
import { PersonRecordsView } from '@/components/personal-data/person-records'
import { PersonSearchForm } from '@/components/personal-data/person-search-form'
import { RetentionForm } from '@/components/personal-data/retention-form'
import { requireAdmin } from '@/lib/auth/guard'
import { clearPerson } from '@/lib/personal-data/actions/find-person'
import { adminRetentionMonths, currentPerson, type FoundPerson } from '@/lib/personal-data/admin-person-data'
import { describeFailure } from '@/lib/log/describe-failure'

export const metadata: Metadata = { title: 'Dados pessoais' }

type Props = { searchParams: Promise<{ anonimizados?: string }> }

async function person(): Promise<FoundPerson | null | 'error'> {
  try {
    return await currentPerson()
  } catch (error) {
    unstable_rethrow(error)
    console.error('[dados-pessoais] falha na busca', describeFailure(error))
    return 'error'
  }
}

/** LGPD requests: find a person, export, correct, anonymize; and the retention period. */
export default async function PersonalDataPage({ searchParams }: Props) {
  const admin = await requireAdmin()
  const [found, months, { anonimizados }] = await Promise.all([person(), adminRetentionMonths(), searchParams])
  const done = anonimizados && /^\d{1,6}$/.test(anonimizados) ? Number(anonimizados) : null
  return (
    <>
      <AdminHeader email={admin.email} current="dados-pessoais" />
      <main className="mx-auto max-w-4xl space-y-8 px-4 py-8 sm:px-6">
        <section aria-labelledby="pessoa-titulo" className="space-y-4">
          <h2 id="pessoa-titulo" className="text-xl font-semibold text-ink">
            Dados pessoais
          </h2>
          <p className="text-muted">
            Para atender um pedido (LGPD): busque a pessoa, envie a cópia dos dados, corrija o contato ou anonimize.
            Responda em até 15 dias.
          </p>
          {done !== null ? (
            <p
              role="status"
              className="rounded-2xl border border-green-300 bg-green-50 p-4 font-semibold text-green-800"
            >
              {done === 1 ? '1 orçamento anonimizado.' : `${done} orçamentos anonimizados.`}
            </p>
          ) : null}
          <PersonSearchForm current={found && found !== 'error' ? found.key : undefined} />
          {found === 'error' ? (
            <p role="alert" className="rounded-2xl border border-red-300 bg-red-50 p-4 font-semibold text-red-700">
              Erro ao buscar os dados da pessoa. Tente novamente.
            </p>
          ) : found ? (
            <>
              <div className="flex flex-wrap items-center justify-between gap-3">
                <h3 className="text-lg font-semibold [overflow-wrap:anywhere]">Resultado para {found.key}</h3>
                <form action={clearPerson}>
                  <button type="submit" className="min-h-11 font-semibold text-brand-700 underline">
                    Limpar busca
                  </button>
                </form>
              </div>
              <PersonRecordsView records={found.records} />
            </>
          ) : null}
        </section>
        <section
          aria-labelledby="prazo-titulo"
          className="space-y-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-brand-100"
        >
          <h2 id="prazo-titulo" className="text-xl font-semibold text-ink">
            Prazo de guarda
          </h2>
          <RetentionForm months={months} />
        </section>
      </main>
    </>
  )
}
