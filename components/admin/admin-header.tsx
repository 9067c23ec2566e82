import Link from 'next/link'
import { signOut } from '@/lib/auth/actions/sign-out'

/** 'Dashboard Admin', the signed-in e-mail and 'Sair'. */
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
      </div>
    </header>
  )
}
