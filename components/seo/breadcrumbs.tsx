import Link from 'next/link'
import { absoluteUrl } from '@/lib/env'
import { JsonLd } from './json-ld'

type Crumb = { name: string; path: string }

/** A visible trail for nested pages plus its BreadcrumbList structured data. */
export function Breadcrumbs({ trail }: { trail: Crumb[] }) {
  const items = [{ name: 'Início', path: '/' }, ...trail]
  return (
    <nav aria-label="Trilha de navegação" className="container-content pt-6 text-sm">
      <ol className="flex flex-wrap items-center gap-1 text-muted">
        {items.map((item, index) => (
          <li key={item.path} className="flex items-center gap-1">
            {index > 0 ? <span aria-hidden="true">/</span> : null}
            {index === items.length - 1 ? (
              <span aria-current="page" className="font-semibold text-ink">
                {item.name}
              </span>
            ) : (
              <Link href={item.path} className="rounded hover:text-brand-700 hover:underline">
                {item.name}
              </Link>
            )}
          </li>
        ))}
      </ol>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'BreadcrumbList',
          itemListElement: items.map((item, index) => ({ '@type': 'ListItem', position: index + 1, name: item.name, item: absoluteUrl(item.path) })),
        }}
      />
    </nav>
  )
}
