'use client'

import { Activity, lazy, useEffect, type ComponentProps } from 'react'
import type { QuoteForm as QuoteFormComponent } from './quote-form'

/** The home page's quote section (components/home/quote-section.tsx), which the form waits for. */
const SECTION_ID = 'orcamento'

/** Lets the waiting form load: when the visitor nears it, or leaves the page before that. */
let release = () => {}

/**
 * Resolves once the section's server-rendered form comes within 800 px of the viewport, or at once
 * when there is none: after a client-side navigation React asks for the form before the page it
 * belongs to is in the document, and waiting for anything else would hold the navigation forever.
 */
function whenNear(sectionId: string) {
  return new Promise<void>((resolve) => {
    const element = document.querySelector(`#${sectionId} form`)
    if (!element) return resolve()
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) release()
      },
      { rootMargin: '800px 0px' },
    )
    release = () => {
      observer.disconnect()
      resolve()
    }
    observer.observe(element)
  })
}

// While hydrating, the form is the server's HTML and waits for the visitor to near it; after a
// client-side navigation it loads at once.
const QuoteForm = lazy(async () => {
  if (typeof window !== 'undefined') await whenNear(SECTION_ID)
  return { default: (await import('./quote-form')).QuoteForm }
})

/**
 * The quote form at the foot of a long page (the home page's "Faça seu orçamento", SECTION_ID). The
 * server renders it in place and it works as a plain form from the start (its action is the server
 * action). In the browser its script is fetched and the form hydrated only once the visitor nears it:
 * React leaves a visible Activity's content as the server sent it while its component is loading, so
 * the page's own hydration does not pay for a form most visitors reach seconds later, if at all.
 */
export function DeferredQuoteForm(props: ComponentProps<typeof QuoteFormComponent>) {
  // A form still waiting when the visitor leaves would wait for a section that is gone, and a later
  // visit to the page (a client-side navigation) would wait with it.
  useEffect(() => () => release(), [])
  return (
    <Activity mode="visible">
      <QuoteForm {...props} />
    </Activity>
  )
}
