import Link from 'next/link'

/** The top of a quote's page: back to the list, its event sheet, and "Orçamento criado." after creating it. */
export function QuotePageTop({ id, created }: { id: number; created: boolean }) {
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Link href="/admin" className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline">
          ← Voltar aos orçamentos
        </Link>
        <Link
          href={`/admin/orcamentos/${id}/ficha`}
          className="inline-flex min-h-11 items-center rounded-full px-4 font-bold text-brand-800 ring-1 ring-brand-300 hover:bg-brand-50"
        >
          Ficha do evento
        </Link>
      </div>
      {created ? (
        <p
          role="status"
          className="rounded-xl bg-emerald-50 p-3 font-semibold text-emerald-900 ring-1 ring-emerald-200"
        >
          Orçamento criado.
        </p>
      ) : null}
    </>
  )
}
