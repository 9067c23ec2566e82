'use client'

import { lazy, Suspense } from 'react'

// The bundler puts every client component of the site layout in one chunk that all visitors load;
// behind lazy() the tools get a chunk of their own, fetched only when draft mode renders them.
const PreviewTools = lazy(() => import('./preview-tools').then(({ PreviewTools }) => ({ default: PreviewTools })))

export function PreviewToolsLoader() {
  return (
    <Suspense>
      <PreviewTools />
    </Suspense>
  )
}
