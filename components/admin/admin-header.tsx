import Link from 'next/link'
import { signOut, signOutEverywhere } from '@/lib/auth/actions/sign-out'

const pages = [
  { id: 'orcamentos', href: '/admin', label: 'Orçamentos' },
  { id: 'novo', href: '/admin/orcamentos/novo', label: 'Novo orçamento' },
  { id: 'agenda', href: '/admin/agenda', label: 'Agenda' },
  { id: 'relatorios', href: '/admin/relatorios', label: 'Relatórios' },
  { id: 'propostas', href: '/admin/configuracoes/propostas', label: 'Propostas e Pix' },
  { id: 'avisos', href: '/admin/avisos', label: 'Avisos' },
  { id: 'sessoes', href: '/admin/sessoes', label: 'Sessões' },
  { id: 'dados-pessoais', href: '/admin/dados-pessoais', label: 'Dados pessoais' },
  { id: 'auditoria', href: '/admin/auditoria', label: 'Registro de acessos' },
] as const

type Props = { email: string; /** The page shown, marked in the navigation. */ current?: (typeof pages)[number]['id'] }

/** 'Dashboard Admin', the admin pages, the signed-in e-mail, 'Sair' and 'Sair de todos os aparelhos'. */
export function AdminHeader({ email, current = 'orcamentos' }: Props) {
  return (
    <header className="bg-white shadow-sm">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-4 sm:px-6">
        <h1 className="text-2xl font-semibold text-brand-800">Dashboard Admin</h1>
        <div className="flex flex-wrap items-center gap-3">
          <span className="text-sm text-muted">
            <span className="sr-only">Conectado como </span>
            {email}
          </span>
          <form action={signOut}>
            <button type="submit" className="rounded-full border-2 border-brand-600 px-4 py-1.5 font-bold text-brand-700 hover:bg-brand-50">
              Sair
            </button>
          </form>
          <form action={signOutEverywhere}>
            <button type="submit" className="rounded-full px-3 py-1.5 text-sm font-semibold text-brand-700 underline hover:no-underline">
              Sair de todos os aparelhos
            </button>
          </form>
        </div>
        <nav aria-label="Páginas do painel" className="-mx-2 flex w-full gap-1 overflow-x-auto">
          {pages.map((page) => (
            <Link
              key={page.id}
              href={page.href}
              aria-current={page.id === current ? 'page' : undefined}
              className="inline-flex min-h-11 items-center rounded-full px-3 font-semibold whitespace-nowrap text-brand-800 hover:bg-brand-50 aria-[current=page]:bg-brand-100"
            >
              {page.label}
            </Link>
          ))}
        </nav>
      </div>
    </header>
  )
}
