import { Icon } from '@/components/ui/icons'

/** 'Observações': the editor's closing remarks on a menu or package. */
export function Notes({ notes }: { notes: string[] }) {
  return (
    <section aria-labelledby="observacoes-titulo" className="rounded-3xl bg-cream p-6 ring-1 ring-sand sm:p-8">
      <h2 id="observacoes-titulo" className="flex items-center gap-2 text-2xl font-semibold text-brand-800">
        <Icon name="info" className="h-6 w-6 text-accent-orange" />
        Observações
      </h2>
      <ul className="mt-4 list-disc space-y-2 pl-6 leading-relaxed marker:text-accent-orange">
        {notes.map((note, index) => (
          <li key={`${index}-${note}`}>{note}</li>
        ))}
      </ul>
    </section>
  )
}
