import { targetPath } from '@/lib/content/navigation'
import type { MenusPageQueryResult } from '@/lib/content/sanity.types'
import { MenuCard } from './menu-card'

type Props = { id: string; heading: string; cards: MenusPageQueryResult['cards'] }

/** The cards of /cardapios in their Studio order; the hero's button scrolls here. */
export function MenuGrid({ id, heading, cards }: Props) {
  return (
    <section id={id} aria-labelledby={`${id}-titulo`} className="container-content py-14 sm:py-16">
      <h2 id={`${id}-titulo`} className="text-center text-3xl font-semibold text-brand-800 sm:text-4xl">
        {heading}
      </h2>
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {cards.map((card, index) => {
          const href = targetPath(card)
          return href ? (
            <li key={card._id}>
              <MenuCard
                title={card.title}
                description={card.description}
                image={card.image}
                href={href}
                theme={card.theme}
                highlightInfo={card.highlightInfo}
                icon={card.icon}
                preload={index === 0}
              />
            </li>
          ) : null
        })}
      </ul>
    </section>
  )
}
