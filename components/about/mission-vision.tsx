import { Icon, type IconName } from '@/components/ui/icons'

const statements: Array<{ key: 'mission' | 'vision'; icon: IconName }> = [
  { key: 'mission', icon: 'target' },
  { key: 'vision', icon: 'eye' },
]

type Props = Record<'mission' | 'vision', { heading: string; text: string }>

/** The mission and vision statements side by side. */
export function MissionVision(texts: Props) {
  return (
    <div className="bg-cream py-14 sm:py-16">
      <div className="container-content grid gap-6 md:grid-cols-2">
        {statements.map(({ key, icon }) => (
          <section
            key={key}
            aria-labelledby={`${key}-titulo`}
            className="rounded-3xl bg-white p-8 shadow-sm ring-1 ring-sand"
          >
            <span className="flex h-12 w-12 items-center justify-center rounded-2xl bg-brand-100 text-brand-700">
              <Icon name={icon} className="h-6 w-6" />
            </span>
            <h2 id={`${key}-titulo`} className="mt-5 text-2xl font-semibold text-brand-800 sm:text-3xl">
              {texts[key].heading}
            </h2>
            <p className="mt-3 text-lg leading-relaxed text-ink">{texts[key].text}</p>
          </section>
        ))}
      </div>
    </div>
  )
}
