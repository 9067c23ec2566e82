'use client'

import { lazy, Suspense } from 'react'

// Next ships every client component a page imports; behind lazy() the Studio's ~2 MB are fetched
// only when it actually renders, not on the connect-your-project page.
const Studio = lazy(() => import('./studio').then(({ Studio }) => ({ default: Studio })))

export function StudioLoader() {
  return (
    <Suspense>
      <Studio />
    </Suspense>
  )
}
