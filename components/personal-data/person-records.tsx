import Link from 'next/link'
import { kindFields, quoteExportFields, recordKindLabel } from '@/lib/personal-data/export'
import type { PersonNote, PersonQuote, PersonRecords } from '@/lib/personal-data/contract'
import { formatDateTimeBR } from '@/lib/dates'
import { AnonymizeForm } from './anonymize-form'
import { ContactCorrectionForm } from './contact-correction-form'
import { secondaryButton } from './field-class'

function Fields({ pairs }: { pairs: [string, string][] }) {
  return (
    <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-2">
      {pairs.map(([label, value]) => (
        <div key={label}>
          <dt className="text-xs font-semibold text-muted">{label}</dt>
          <dd className="whitespace-pre-wrap [overflow-wrap:anywhere]">{value}</dd>
        </div>
      ))}
    </dl>
  )
}

function QuoteCard({ quote, notes }: { quote: PersonQuote; notes: PersonNote[] }) {
  return (
    <article
      aria-labelledby={`pessoa-orcamento-${quote.id}`}
      className="space-y-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-brand-100"
    >
      <h3 id={`pessoa-orcamento-${quote.id}`} className="text-lg font-semibold">
        <Link href={`/admin/orcamentos/${quote.id}`} className="text-brand-800 underline">
          Orçamento #{quote.id}
        </Link>
      </h3>
      <Fields pairs={quoteExportFields(quote)} />
      <section aria-label={`Notas do orçamento #${quote.id}`} className="space-y-2">
        <h4 className="font-semibold">Notas internas ({notes.length})</h4>
        {notes.length === 0 ? (
          <p className="text-sm text-muted">Nenhuma nota.</p>
        ) : (
          <ul className="space-y-2">
            {notes.map((note) => (
              <li key={note.id} className="rounded-xl bg-brand-50/60 p-3">
                <p className="text-xs text-muted">
                  {note.author_email} · {formatDateTimeBR(note.created_at)}
                </p>
                <p className="whitespace-pre-wrap [overflow-wrap:anywhere]">{note.body}</p>
              </li>
            ))}
          </ul>
        )}
      </section>
      {quote.anonymized_at ? null : (
        <details className="rounded-xl ring-1 ring-brand-100 open:p-3">
          <summary className="min-h-11 cursor-pointer content-center px-3 font-semibold text-brand-700">
            Corrigir contato
          </summary>
          <ContactCorrectionForm
            id={quote.id}
            contact={{
              name: quote.name ?? '',
              email: quote.email ?? '',
              phone: quote.phone ?? '',
              whatsapp: quote.whatsapp ?? '',
              neighborhood: quote.neighborhood ?? '',
            }}
          />
        </details>
      )}
    </article>
  )
}

/** Everything stored about the person: each quote with its notes and correction form, any other kind of record, the exports and 'Anonimizar'. */
export function PersonRecordsView({ records }: { records: PersonRecords }) {
  const { quotes, notes, ...others } = records
  const pending = quotes.filter((quote) => !quote.anonymized_at).length
  if (quotes.length === 0)
    return (
      <p className="rounded-2xl bg-white p-6 text-center text-muted">Nenhum orçamento encontrado para esta pessoa.</p>
    )
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center gap-3">
        <p className="font-semibold">
          {quotes.length} {quotes.length === 1 ? 'orçamento' : 'orçamentos'}, {notes.length}{' '}
          {notes.length === 1 ? 'nota' : 'notas'}
        </p>
        <form method="post" action="/admin/dados-pessoais/exportar">
          <button type="submit" className={secondaryButton}>
            Baixar JSON
          </button>
        </form>
        <Link href="/admin/dados-pessoais/imprimir" className={secondaryButton}>
          Página para imprimir
        </Link>
      </div>
      {quotes.map((quote) => (
        <QuoteCard key={quote.id} quote={quote} notes={notes.filter((note) => note.orcamento_id === quote.id)} />
      ))}
      {Object.entries(others).map(([kind, list]) =>
        list.length === 0 ? null : (
          <section key={kind} className="space-y-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-brand-100">
            <h3 className="text-lg font-semibold">{recordKindLabel(kind)}</h3>
            {list.map((record, index) => (
              <Fields key={index} pairs={kindFields(kind, record)} />
            ))}
          </section>
        ),
      )}
      {pending > 0 ? (
        <section
          aria-labelledby="anonimizar-titulo"
          className="space-y-3 rounded-2xl border-2 border-red-200 bg-white p-5"
        >
          <h3 id="anonimizar-titulo" className="text-lg font-semibold text-red-800">
            Anonimizar
          </h3>
          <p>
            Apaga nome, e-mail, telefone, WhatsApp, bairro e mensagem de{' '}
            {pending === 1 ? 'o orçamento' : `todos os ${pending} orçamentos`} desta pessoa e o texto das notas. Ficam
            data do evento, tipo de festa, convidados, status e valores. <strong>Não pode ser desfeito.</strong> Exporte
            antes se a pessoa pediu uma cópia.
          </p>
          <AnonymizeForm quotes={pending} />
        </section>
      ) : null}
    </div>
  )
}
