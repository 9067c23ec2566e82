'use client'

import { VisualEditing } from 'next-sanity/visual-editing/client-component'
import { ExitPreview } from './exit-preview'

/** What staff get in draft mode: the overlays that open each text in the Studio, and a way out. */
export function PreviewTools() {
  return (
    <>
      <VisualEditing />
      <ExitPreview />
    </>
  )
}
