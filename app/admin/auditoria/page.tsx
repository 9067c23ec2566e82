import type { Metadata } from 'next'
import Link from 'next/link'
import { unstable_rethrow } from 'next/navigation'
import { AdminHeader } from '@/components/admin/admin-header'
import { AuditTable } from '@/components/audit/audit-table'
import { requireAdmin } from '@/lib/auth/guard'
import { listAudit } from '@/lib/audit/admin-audit'
import { auditActionLabel, knownAuditActions } from '@/lib/audit/labels'
import { describeFailure } from '@/lib/log/describe-failure'

export const metadata: Metadata = { title: 'Registro de acessos' }

type Props = { searchParams: Promise<{ antes?: string; acao?: string }> }

const field =
  'mt-1 block rounded-xl border border-brand-200 bg-white px-3 py-2 focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none'

/** The audit log: who did what and when (LGPD art. 37), newest first; kept 12 months, never edited. */
export default async function AuditPage({ searchParams }: Props) {
  const admin = await requireAdmin()
  const params = await searchParams
  const before = params.antes && /^\d{1,15}$/.test(params.antes) ? Number(params.antes) : undefined
  const action = params.acao && /^[a-z_]{1,60}$/.test(params.acao) ? params.acao : undefined
  let page: Awaited<ReturnType<typeof listAudit>> | null = null
  try {
    page = await listAudit({ before, action })
  } catch (error) {
    unstable_rethrow(error)
    console.error('[auditoria] falha ao ler o registro', describeFailure(error))
  }
  const query = (next: number) =>
    `?${new URLSearchParams({ ...(action ? { acao: action } : {}), antes: String(next) })}`
  return (
    <>
      <AdminHeader email={admin.email} current="auditoria" />
      <main className="mx-auto max-w-7xl space-y-5 px-4 py-8 sm:px-6">
        <h2 className="text-xl font-semibold text-ink">Registro de acessos</h2>
        <p className="text-muted">
          Quem entrou no painel, abriu ou exportou dados de clientes, corrigiu ou anonimizou. Guardado por 12 meses;
          ninguém pode alterar ou apagar.
        </p>
        <form method="get" className="flex flex-wrap items-end gap-3">
          <div>
            <label htmlFor="acao" className="block text-sm font-semibold">
              Ação
            </label>
            <select id="acao" name="acao" defaultValue={action ?? ''} className={field}>
              <option value="">Todas</option>
              {knownAuditActions.map((code) => (
                <option key={code} value={code}>
                  {auditActionLabel(code)}
                </option>
              ))}
            </select>
          </div>
          <button
            type="submit"
            className="min-h-11 rounded-full bg-brand-600 px-5 font-bold text-white hover:bg-brand-700"
          >
            Filtrar
          </button>
        </form>
        {page === null ? (
          <p role="alert" className="rounded-2xl border border-red-300 bg-red-50 p-4 font-semibold text-red-700">
            Erro ao carregar o registro de acessos
          </p>
        ) : page.entries.length === 0 ? (
          <p className="rounded-2xl bg-white p-6 text-center text-muted">Nenhum registro encontrado</p>
        ) : (
          <AuditTable entries={page.entries} />
        )}
        <nav aria-label="Páginas do registro" className="flex gap-4">
          {before ? (
            <Link
              href={`/admin/auditoria${action ? `?acao=${action}` : ''}`}
              className="font-semibold text-brand-700 underline"
            >
              Mais recentes
            </Link>
          ) : null}
          {page?.next ? (
            <Link
              href={`/admin/auditoria${query(page.next)}`}
              className="font-semibold text-brand-700 underline"
              rel="next"
            >
              Mais antigos
            </Link>
          ) : null}
        </nav>
      </main>
    </>
  )
}
