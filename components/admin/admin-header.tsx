import Link from 'next/link'
import { signOut } from '@/lib/auth/actions/sign-out'

const links = [
  { href: '/admin', label: 'Orçamentos' },
  { href: '/admin/dados-pessoais', label: 'Dados pessoais' },
  { href: '/admin/auditoria', label: 'Registro de acessos' },
]

/** 'Dashboard Admin', the admin pages, the signed-in e-mail and 'Sair'. */
export function AdminHeader({ email }: { email: string }) {
  return (
    <header className="bg-white shadow-sm">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-4 sm:px-6">
        <h1 className="text-2xl font-semibold text-brand-800">Dashboard Admin</h1>
        <div className="flex flex-wrap items-center gap-3">
          <Link href="/admin/configuracoes/propostas" className="text-sm font-semibold text-brand-700 underline">
            Propostas e Pix
          </Link>
          <span className="text-sm text-muted">
            <span className="sr-only">Conectado como </span>
            {email}
          </span>
          <form action={signOut}>
            <button type="submit" className="rounded-full border-2 border-brand-600 px-4 py-1.5 font-bold text-brand-700 hover:bg-brand-50">
              Sair
            </button>
          </form>
        </div>
        <nav aria-label="Páginas do painel" className="flex w-full flex-wrap gap-x-5 gap-y-1">
          {links.map(({ href, label }) => (
            <Link key={href} href={href} className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline-offset-4 hover:underline">
              {label}
            </Link>
          ))}
        </nav>
      </div>
    </header>
  )
}
