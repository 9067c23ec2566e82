import { IntentLink } from '@/components/ui/intent-link'
import type { ContentImage as ContentImageData } from '@/lib/content/image'
import { ContentImage } from '@/components/ui/content-image'
import { Icon } from '@/components/ui/icons'
import { getSiteTexts } from '@/lib/content/site'
import { isIconName } from '@/lib/icons'
import { Highlight } from './highlight'
import { themeClasses, type Theme } from './theme'

type Props = {
  title: string
  description: string
  image: ContentImageData
  href: string
  theme: Theme
  highlightInfo: string | null
  /** One of the site's icons (lib/icons/index.ts), chosen in the Studio. */
  icon: string | null
  /** The first card's photo is the top image of /cardapios: preloaded instead of lazy. */
  preload?: boolean
}

/**
 * One card of /cardapios. The 'Ver detalhes' link stretches over the whole card, so the card is
 * one click target and one tab stop, and the link's name includes the card title. Its focus shows
 * as a ring around the card (the transparent outline still draws in forced-colours mode).
 */
export async function MenuCard({
  title,
  description,
  image,
  href,
  theme,
  highlightInfo,
  icon,
  preload = false,
}: Props) {
  const texts = await getSiteTexts()
  const { surface, stripe } = themeClasses(theme)
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-black/5 transition duration-300 hover:-translate-y-1 hover:shadow-xl has-[a:focus-visible]:ring-4 has-[a:focus-visible]:ring-brand-600 motion-reduce:hover:translate-y-0">
      <div className="relative aspect-[4/3] overflow-hidden bg-brand-50">
        <ContentImage
          image={image}
          fill
          preload={preload}
          sizes="(min-width: 1175px) 360px, (min-width: 1024px) 31vw, (min-width: 640px) 48vw, 100vw"
          className="transition duration-500 group-hover:scale-105 motion-reduce:group-hover:scale-100"
        />
        {isIconName(icon) ? (
          <span
            data-card-icon={icon}
            className="absolute top-3 left-3 flex h-11 w-11 items-center justify-center rounded-full bg-white/95 text-brand-700 shadow-md"
          >
            <Icon name={icon} className="h-6 w-6" />
          </span>
        ) : null}
      </div>
      <div aria-hidden="true" className={`h-1.5 ${stripe}`} />
      <div className={`flex flex-1 flex-col p-6 ${surface}`}>
        <h3 className="text-2xl font-semibold text-brand-800">{title}</h3>
        <p className="mt-2 flex-1 leading-relaxed text-muted">{description}</p>
        {highlightInfo ? <Highlight text={highlightInfo} className="mt-4 text-sm" /> : null}
        <IntentLink
          href={href}
          className="mt-6 inline-flex items-center gap-2 self-start rounded-full bg-brand-600 px-5 py-2.5 font-bold text-white transition-colors group-hover:bg-brand-700 after:absolute after:inset-0 focus-visible:outline-hidden"
        >
          {texts.seeDetails}
          <span className="sr-only">
            {' '}
            {texts.seeDetailsOf} {title}
          </span>
          <Icon name="arrowRight" className="h-4 w-4 transition-transform group-hover:translate-x-1" />
        </IntentLink>
      </div>
    </article>
  )
}
