'use client'

import { usePathname } from 'next/navigation'
import { useSyncExternalStore } from 'react'

const noSubscription = () => () => {}
// Inside the Studio's Presentation tool the preview is framed, and the Studio has its own controls.
const isFramed = () => window.self !== window.top

/** Tells staff they are looking at drafts and takes them back to the published page they are on. */
export function ExitPreview() {
  const pathname = usePathname()
  const framed = useSyncExternalStore(noSubscription, isFramed, () => false)
  if (framed) return null
  return (
    <aside
      aria-label="Pré-visualização"
      className="fixed bottom-4 left-4 z-50 flex max-w-[calc(100vw-6rem)] flex-wrap items-center gap-x-3 gap-y-1 rounded-2xl bg-ink px-4 py-2 text-sm text-white shadow-lg sm:bottom-6 sm:left-6"
    >
      <span>Pré-visualização: você está vendo rascunhos</span>
      {/* A plain link: the route handler turns draft mode off and comes back to this page. */}
      <a
        href={`/api/draft-mode/disable?redirect=${encodeURIComponent(pathname)}`}
        className="rounded-full bg-white px-3 py-1 font-bold text-ink hover:bg-brand-50"
      >
        Sair da pré-visualização
      </a>
    </aside>
  )
}
