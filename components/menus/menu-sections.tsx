import type { PackageQueryResult } from '@/lib/content/sanity.types'
import { CheckList } from './check-list'
import { themeClasses, type Theme } from './theme'

type Section = NonNullable<PackageQueryResult>['sections'][number]

// Two or four sections read best in pairs; other counts fill rows of three.
const inPairs = (sectionCount: number) => sectionCount === 2 || sectionCount === 4
const gridColumns = (sectionCount: number) =>
  sectionCount === 1 ? '' : inPairs(sectionCount) ? 'md:grid-cols-2' : 'md:grid-cols-2 lg:grid-cols-3'

/** How many columns a list may use: the whole width for a lone section, two in a half-width card when long. */
function listColumns(sectionCount: number, itemCount: number): 1 | 2 | 3 {
  if (sectionCount === 1) return 3
  return inPairs(sectionCount) && itemCount > 6 ? 2 : 1
}

// Ids from positions, not _keys: a section duplicated in the Studio may repeat its lists' keys.
function SectionCard({
  section,
  id,
  stripe,
  sectionCount,
}: {
  section: Section
  id: string
  stripe: string
  sectionCount: number
}) {
  const headingId = `${id}-titulo`
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-brand-100"
    >
      <div aria-hidden="true" className={`h-2 ${stripe}`} />
      <div className="p-6 sm:p-8">
        <h2 id={headingId} className="text-2xl font-semibold text-brand-800 sm:text-3xl">
          {section.title}
        </h2>
        {section.description ? <p className="mt-2 leading-relaxed text-muted">{section.description}</p> : null}
        <div className="mt-6 space-y-6">
          {section.lists.map((list, index) => {
            const listHeadingId = `${id}-lista-${index}`
            return (
              <div key={`${index}-${list._key}`}>
                {list.title ? (
                  <h3 id={listHeadingId} className="text-lg font-semibold text-brand-700">
                    {list.title}
                  </h3>
                ) : null}
                {list.note ? <p className="mt-1 text-sm text-muted italic">{list.note}</p> : null}
                <CheckList
                  items={list.items}
                  labelledBy={list.title ? listHeadingId : headingId}
                  columns={listColumns(sectionCount, list.items.length)}
                  className={list.title || list.note ? 'mt-3' : ''}
                />
              </div>
            )
          })}
        </div>
      </div>
    </section>
  )
}

/** The options and sections of a menu or package, each with its titled lists, as Studio staff arranged them. */
export function MenuSections({ sections, theme }: { sections: Section[]; theme: Theme }) {
  const { stripe } = themeClasses(theme)
  return (
    <div className={`grid gap-6 ${gridColumns(sections.length)}`}>
      {sections.map((section, index) => (
        <SectionCard
          key={`${index}-${section._key}`}
          section={section}
          id={`secao-${index + 1}`}
          stripe={stripe}
          sectionCount={sections.length}
        />
      ))}
    </div>
  )
}
