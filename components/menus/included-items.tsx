import { getSiteTexts } from '@/lib/content/site'
import { CheckList } from './check-list'

/** 'O que está incluso': the single item list of a simple menu. */
export async function IncludedItems({ items }: { items: string[] }) {
  const texts = await getSiteTexts()
  return (
    <section aria-labelledby="incluso-titulo">
      <h2 id="incluso-titulo" className="text-3xl font-semibold text-brand-800">
        {texts.includedHeading}
      </h2>
      <div className="mt-6 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-brand-100 sm:p-8">
        <CheckList items={items} labelledBy="incluso-titulo" columns={3} />
      </div>
    </section>
  )
}
