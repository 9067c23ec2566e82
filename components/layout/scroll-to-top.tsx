'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useRef } from 'react'

/** Every route change starts at the top of the page (docs/produto.md, Páginas e navegação), even when the page was scrolled. */
export function ScrollToTop() {
  const pathname = usePathname()
  // The page the visitor arrived on is not a route change: where it is scrolled (by the visitor before
  // hydration, by a reload, by a #fragment) belongs to the browser.
  const shown = useRef(pathname)
  useEffect(() => {
    if (shown.current === pathname) return
    shown.current = pathname
    if (!window.location.hash) window.scrollTo({ top: 0, left: 0, behavior: 'instant' })
  }, [pathname])
  return null
}
