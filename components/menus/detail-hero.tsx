import type { ContentImage as ContentImageData } from '@/lib/content/image'
import { Breadcrumbs } from '@/components/seo/breadcrumbs'
import { ContentImage } from '@/components/ui/content-image'
import { getMenusShortTitle } from '@/lib/content/site'
import { Highlight } from './highlight'
import { QuoteButton } from './quote-button'
import { themeClasses, type Theme } from './theme'

type Props = {
  title: string
  description: string
  image: ContentImageData
  theme: Theme
  highlightInfo?: string | null
  /** The page's own path, last in the breadcrumbs. */
  path: string
}

/** The top of a menu or package page in its theme colour: the h1, the pitch and the photo (the LCP image). */
export async function DetailHero({ title, description, image, theme, highlightInfo, path }: Props) {
  const menus = await getMenusShortTitle()
  const { surface, stripe } = themeClasses(theme)
  return (
    <section aria-labelledby="detalhe-titulo" className={`relative overflow-hidden ${surface}`}>
      {/* Packages too sit under /cardapios: /pacotes itself only redirects there. */}
      <Breadcrumbs
        trail={[
          { name: menus, path: '/cardapios' },
          { name: title, path },
        ]}
      />
      <div className="container-content grid items-center gap-8 pt-6 pb-12 md:grid-cols-2 md:gap-12 lg:pb-16">
        <div>
          <div aria-hidden="true" className={`mb-5 h-1.5 w-16 rounded-full ${stripe}`} />
          <h1 id="detalhe-titulo" className="text-4xl font-semibold text-brand-800 sm:text-5xl">
            {title}
          </h1>
          <p className="mt-4 text-lg leading-relaxed text-ink">{description}</p>
          {highlightInfo ? <Highlight text={highlightInfo} className="mt-6" /> : null}
          <div className="mt-8">
            <QuoteButton />
          </div>
        </div>
        <div className="relative aspect-[4/3] overflow-hidden rounded-3xl bg-white shadow-xl ring-8 ring-white">
          <ContentImage image={image} fill preload sizes="(min-width: 1175px) 540px, (min-width: 768px) 46vw, 100vw" />
        </div>
      </div>
    </section>
  )
}
