import Link from 'next/link'
import { signOut, signOutEverywhere } from '@/lib/auth/actions/sign-out'

const links = [
  { href: '/admin', label: 'Orçamentos' },
  { href: '/admin/configuracoes/propostas', label: 'Propostas e Pix' },
  { href: '/admin/sessoes', label: 'Sessões' },
  { href: '/admin/avisos', label: 'Avisos' },
]

/** 'Dashboard Admin', the admin pages, the signed-in e-mail, 'Sair' and 'Sair de todos os aparelhos'. */
export function AdminHeader({ email }: { email: string }) {
  return (
    <header className="bg-white shadow-sm">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-4 sm:px-6">
        <h1 className="text-2xl font-semibold text-brand-800">Dashboard Admin</h1>
        <nav aria-label="Páginas do painel" className="flex flex-wrap gap-4 font-semibold">
          {links.map(({ href, label }) => (
            <Link key={href} href={href} className="inline-flex min-h-11 items-center text-brand-700 underline-offset-4 hover:underline">
              {label}
            </Link>
          ))}
        </nav>
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
      </div>
    </header>
  )
}
