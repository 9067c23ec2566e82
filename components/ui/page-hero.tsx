import type { ReactNode } from 'react'

type Props = {
  title: string
  intro?: string | null
  /** Rendered above the title, e.g. the page's breadcrumbs (with their dark tone). */
  breadcrumbs?: ReactNode
  children?: ReactNode
}

/** The green band at the top of inner pages, holding the page's only h1. */
export function PageHero({ title, intro, breadcrumbs, children }: Props) {
  return (
    // The site's green focus ring would vanish on this background, so focus turns white here.
    <section className="relative overflow-hidden bg-brand-700 text-white [&_:focus-visible]:outline-white">
      <div aria-hidden="true" className="absolute -top-16 -right-10 h-56 w-56 rounded-full bg-brand-600/60" />
      <div aria-hidden="true" className="absolute -bottom-20 left-1/3 h-40 w-40 rounded-full bg-accent-yellow/20" />
      <div className="container-content relative py-14 sm:py-16">
        {breadcrumbs ? <div className="-mt-6 mb-8 sm:-mt-8">{breadcrumbs}</div> : null}
        <h1 className="max-w-3xl text-4xl font-semibold sm:text-5xl">{title}</h1>
        {intro ? <p className="mt-4 max-w-2xl text-lg text-brand-50">{intro}</p> : null}
        {children ? <div className="mt-8">{children}</div> : null}
      </div>
    </section>
  )
}
