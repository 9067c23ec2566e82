import { IntentLink } from '@/components/ui/intent-link'
import { absoluteUrl } from '@/lib/config/env'
import { getSiteTexts } from '@/lib/content/site'
import { JsonLd } from './json-ld'

type Crumb = { name: string; path: string }

const tones = {
  light: { list: 'text-muted', current: 'text-ink', link: 'hover:text-brand-700' },
  // On the green page hero: light text that keeps its contrast on brand-700.
  dark: { list: 'text-brand-100', current: 'text-white', link: 'hover:text-white' },
} as const

type Props = { trail: Crumb[]; tone?: keyof typeof tones; className?: string }

/** A visible trail for nested pages plus its BreadcrumbList structured data. */
export async function Breadcrumbs({ trail, tone = 'light', className = 'container-content pt-6' }: Props) {
  const texts = await getSiteTexts()
  const items = [{ name: texts.breadcrumbHome, path: '/' }, ...trail]
  const colors = tones[tone]
  return (
    <nav aria-label={texts.breadcrumbLabel} className={`${className} text-sm`}>
      <ol className={`flex flex-wrap items-center gap-1 ${colors.list}`}>
        {items.map((item, index) => (
          <li key={item.path} className="flex items-center gap-1">
            {index > 0 ? <span aria-hidden="true">/</span> : null}
            {index === items.length - 1 ? (
              <span aria-current="page" className={`font-semibold ${colors.current}`}>
                {item.name}
              </span>
            ) : (
              <IntentLink href={item.path} className={`rounded hover:underline ${colors.link}`}>
                {item.name}
              </IntentLink>
            )}
          </li>
        ))}
      </ol>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'BreadcrumbList',
          itemListElement: items.map((item, index) => ({
            '@type': 'ListItem',
            position: index + 1,
            name: item.name,
            item: absoluteUrl(item.path),
          })),
        }}
      />
    </nav>
  )
}
