import Link from 'next/link'
import { signOut, signOutEverywhere } from '@/lib/auth/actions/sign-out'

const pages = [
  { id: 'orcamentos', href: '/admin', label: 'Orçamentos' },
  { id: 'novo', href: '/admin/orcamentos/novo', label: 'Novo orçamento' },
  { id: 'agenda', href: '/admin/agenda', label: 'Agenda' },
  { id: 'relatorios', href: '/admin/relatorios', label: 'Relatórios' },
  { id: 'mensagens', href: '/admin/configuracoes/mensagens', label: 'Mensagens' },
  { id: 'propostas', href: '/admin/configuracoes/propostas', label: 'Propostas e Pix' },
  { id: 'avisos', href: '/admin/avisos', label: 'Avisos' },
  { id: 'sessoes', href: '/admin/sessoes', label: 'Sessões' },
  { id: 'dados-pessoais', href: '/admin/dados-pessoais', label: 'Dados pessoais' },
  { id: 'auditoria', href: '/admin/auditoria', label: 'Registro de acessos' },
] as const

type Props = { email: string; /** The page shown, marked in the navigation. */ current?: (typeof pages)[number]['id'] }

function Account({ email }: { email: string }) {
  return (
    <>
      <span className="text-sm text-muted [overflow-wrap:anywhere]">
        <span className="sr-only">Conectado como </span>
        {email}
      </span>
      <form action={signOut}>
        <button
          type="submit"
          className="min-h-11 rounded-full border-2 border-brand-600 px-4 font-bold text-brand-700 hover:bg-brand-50 md:min-h-9"
        >
          Sair
        </button>
      </form>
      <form action={signOutEverywhere}>
        <button
          type="submit"
          className="min-h-11 rounded-full px-3 text-sm font-semibold text-brand-700 underline hover:no-underline md:min-h-9"
        >
          Sair de todos os aparelhos
        </button>
      </form>
    </>
  )
}

/**
 * 'Dashboard Admin', the admin pages, the signed-in e-mail, 'Sair' and 'Sair de todos os aparelhos'.
 * On a phone it stays one short row and a strip of sections: the account folds under "Conta", and
 * the strip fades at its edge so it reads as something that scrolls.
 */
export function AdminHeader({ email, current = 'orcamentos' }: Props) {
  return (
    <header className="bg-white shadow-sm print:hidden">
      <div className="mx-auto max-w-7xl px-4 pt-2 sm:px-6 md:pt-4">
        <div className="flex items-center justify-between gap-3">
          <h1 className="text-lg font-semibold text-brand-800 md:text-2xl">Dashboard Admin</h1>
          <div className="hidden flex-wrap items-center gap-3 md:flex">
            <Account email={email} />
          </div>
          <details className="relative md:hidden">
            <summary className="flex min-h-11 cursor-pointer list-none items-center rounded-full px-3 font-semibold text-brand-700 ring-1 ring-brand-200 [&::-webkit-details-marker]:hidden">
              Conta<span aria-hidden="true"> ▾</span>
            </summary>
            <div className="absolute right-0 z-30 mt-1 flex w-72 max-w-[calc(100vw-2rem)] flex-col items-start gap-2 rounded-2xl bg-white p-3 shadow-lg ring-1 ring-brand-100">
              <Account email={email} />
            </div>
          </details>
        </div>
        <div className="relative -mx-4 sm:mx-0">
          <nav
            aria-label="Páginas do painel"
            className="flex snap-x gap-1 overflow-x-auto px-2 py-1 [scrollbar-width:none] sm:px-0 md:flex-wrap md:overflow-visible md:py-2"
          >
            {pages.map((page) => (
              <Link
                key={page.id}
                href={page.href}
                aria-current={page.id === current ? 'page' : undefined}
                className="inline-flex min-h-11 shrink-0 snap-start items-center rounded-full px-3 font-semibold whitespace-nowrap text-brand-800 hover:bg-brand-50 aria-[current=page]:bg-brand-100"
              >
                {page.label}
              </Link>
            ))}
          </nav>
          <span
            aria-hidden="true"
            className="pointer-events-none absolute inset-y-0 right-0 flex w-10 items-center justify-end bg-gradient-to-l from-white via-white/80 to-transparent pr-1 font-bold text-brand-600 md:hidden"
          >
            ›
          </span>
        </div>
      </div>
    </header>
  )
}
