import { formatDateTimeBR } from '@/lib/dates'
import type { QuoteNote } from '@/lib/quotes/contract'
import { NoteForm } from './note-form'

/** 'Notas internas': the add-note form, then every note newest first with its author and time (as plain text). */
export function QuoteNotes({ quoteId, notes }: { quoteId: number; notes: QuoteNote[] }) {
  return (
    <section
      aria-labelledby="notas-titulo"
      className="space-y-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-brand-100"
    >
      <h3 id="notas-titulo" className="text-lg font-semibold text-ink">
        Notas internas ({notes.length})
      </h3>
      <NoteForm quoteId={quoteId} />
      {notes.length === 0 ? (
        <p className="text-muted">Nenhuma nota ainda.</p>
      ) : (
        <ol aria-label="Notas, da mais recente para a mais antiga" className="space-y-3">
          {notes.map((note) => (
            <li key={note.id} className="rounded-xl bg-brand-50/60 p-3 ring-1 ring-brand-100">
              <p className="text-xs text-muted">
                <span className="font-semibold">{note.author_email || 'Sistema (tarefa diária)'}</span> ·{' '}
                <time dateTime={note.created_at}>{formatDateTimeBR(note.created_at)}</time>
              </p>
              <p className="mt-1 whitespace-pre-wrap [overflow-wrap:anywhere]">{note.body}</p>
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}
