import type { Metadata } from 'next'
import Link from 'next/link'
import { kindFields, quoteExportFields, recordKindLabel } from '@/lib/personal-data/export'
import { exportCurrentPerson } from '@/lib/personal-data/admin-person-data'
import { formatDateTimeBR } from '@/lib/dates'
import { PrintButton } from '@/components/admin/print-button'

export const metadata: Metadata = { title: 'Seus dados pessoais' }

function Fields({ pairs }: { pairs: [string, string][] }) {
  return (
    <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
      {pairs.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-semibold">{label}</dt>
          <dd className="whitespace-pre-wrap [overflow-wrap:anywhere]">{value}</dd>
        </div>
      ))}
    </dl>
  )
}

/** The export for the person as a page to print or save as PDF (the access is recorded). */
export default async function PrintablePersonData() {
  const exported = await exportCurrentPerson('print')
  if (!exported) {
    return (
      <main className="mx-auto max-w-3xl space-y-4 px-4 py-8">
        <p>Busque a pessoa antes de abrir a página para imprimir.</p>
        <Link href="/admin/dados-pessoais" className="font-semibold text-brand-700 underline">
          Voltar aos dados pessoais
        </Link>
      </main>
    )
  }
  const { data, key } = exported
  const { quotes, notes, ...others } = data.registros
  return (
    <main className="mx-auto max-w-3xl space-y-6 bg-white px-6 py-8 print:max-w-none print:p-0">
      <div className="flex flex-wrap gap-3 print:hidden">
        <Link href="/admin/dados-pessoais" className="font-semibold text-brand-700 underline">
          ← Voltar aos dados pessoais
        </Link>
        <PrintButton label="Imprimir ou salvar em PDF" className="font-semibold text-brand-700 underline" />
      </div>
      <header className="space-y-1">
        <h1 className="text-2xl font-semibold">Seus dados pessoais em {data.controlador}</h1>
        <p className="text-sm">
          Gerado em {formatDateTimeBR(data.gerado_em)} para {key}, conforme a LGPD (Lei 13.709/2018, arts. 18 e 19):
          tudo o que guardamos sobre você e com quem foi compartilhado.
        </p>
      </header>
      {quotes.length === 0 ? <p>Não encontramos pedidos de orçamento com este contato.</p> : null}
      {quotes.map((quote) => (
        <section key={quote.id} className="space-y-3 break-inside-avoid border-t border-brand-100 pt-4">
          <h2 className="text-lg font-semibold">Pedido de orçamento nº {quote.id}</h2>
          <Fields pairs={quoteExportFields(quote)} />
          {notes
            .filter((note) => note.orcamento_id === quote.id)
            .map((note) => (
              <div key={note.id} className="text-sm">
                <p className="font-semibold">
                  Nota interna de {note.author_email}, {formatDateTimeBR(note.created_at)}
                </p>
                <p className="whitespace-pre-wrap">{note.body}</p>
              </div>
            ))}
        </section>
      ))}
      {Object.entries(others).map(([kind, list]) =>
        list.length === 0 ? null : (
          <section key={kind} className="space-y-3 border-t border-brand-100 pt-4">
            <h2 className="text-lg font-semibold">{recordKindLabel(kind)}</h2>
            {list.map((record, index) => (
              <Fields key={index} pairs={kindFields(kind, record)} />
            ))}
          </section>
        ),
      )}
      <section className="space-y-2 border-t border-brand-100 pt-4">
        <h2 className="text-lg font-semibold">Com quem seus dados foram compartilhados</h2>
        <p className="text-sm">{data.compartilhamento.aviso_por_email.descricao}</p>
        <p className="text-sm">
          <span className="font-semibold">E-mails da equipe que recebem os pedidos: </span>
          {data.compartilhamento.aviso_por_email.destinatarios.join(', ') || 'nenhum (aviso por e-mail desligado)'}
        </p>
      </section>
    </main>
  )
}
