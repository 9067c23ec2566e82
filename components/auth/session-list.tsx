import { endSession } from '@/lib/auth/actions/end-session'
import type { OpenSession } from '@/lib/auth/contract'
import { deviceLabel } from '@/lib/auth/device'
import { formatDateTimeBR } from '@/lib/dates'

/** The open sessions as a list: who, which device, since when, last use, and "Encerrar". */
export function SessionList({ sessions }: { sessions: OpenSession[] }) {
  if (sessions.length === 0) return <p>Nenhuma sessão aberta.</p>
  return (
    <ul className="divide-y divide-brand-100 rounded-2xl bg-white shadow-sm ring-1 ring-brand-100">
      {sessions.map((session) => (
        <li key={session.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
          <div>
            <p className="font-semibold">
              {deviceLabel(session.userAgent)}
              {session.current ? (
                <span className="ml-2 rounded-full bg-emerald-100 px-2 py-0.5 text-sm text-emerald-900">
                  esta sessão
                </span>
              ) : null}
            </p>
            <p className="text-sm text-muted">
              {session.email ?? 'conta removida'} · entrou em {formatDateTimeBR(session.createdAt)} · último uso{' '}
              {formatDateTimeBR(session.lastSeenAt)}
            </p>
          </div>
          <form action={endSession}>
            <input type="hidden" name="id" value={session.id} />
            <button
              type="submit"
              className="min-h-11 rounded-full border-2 border-red-600 px-4 font-bold text-red-700 hover:bg-red-50"
            >
              Encerrar<span className="sr-only"> a sessão de {deviceLabel(session.userAgent)}</span>
            </button>
          </form>
        </li>
      ))}
    </ul>
  )
}
