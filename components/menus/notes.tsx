import { Icon } from '@/components/ui/icons'
import { getSiteTexts } from '@/lib/content/site'

/** 'Observações': the editor's closing remarks on a menu or package. */
export async function Notes({ notes }: { notes: string[] }) {
  const texts = await getSiteTexts()
  return (
    <section aria-labelledby="observacoes-titulo" className="rounded-3xl bg-cream p-6 ring-1 ring-sand sm:p-8">
      <h2 id="observacoes-titulo" className="flex items-center gap-2 text-2xl font-semibold text-brand-800">
        <Icon name="info" className="h-6 w-6 text-accent-orange" />
        {texts.notesHeading}
      </h2>
      <ul className="mt-4 list-disc space-y-2 pl-6 leading-relaxed marker:text-accent-orange">
        {notes.map((note, index) => (
          <li key={`${index}-${note}`}>{note}</li>
        ))}
      </ul>
    </section>
  )
}
