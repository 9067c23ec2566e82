'use client'

import { useRouter } from 'next/navigation'
import { VisualEditing, type VisualEditingProps } from 'next-sanity/visual-editing/client-component'
import { ExitPreview } from './exit-preview'

/** What staff get in draft mode: the overlays that open each text in the Studio, and a way out. */
export function PreviewTools() {
  const router = useRouter()
  // Since next-sanity 13 an edit in the Studio refreshes the preview only through <SanityLive>; this
  // site has no live loader, so an edit, like the Refresh button, asks the server for the page again
  // (what next-sanity 12 did). The promise keeps the Presentation tool's refresh indicator on meanwhile.
  const refresh: VisualEditingProps['refresh'] = () => {
    router.refresh()
    return new Promise((resolve) => setTimeout(resolve, 1000))
  }
  return (
    <>
      <VisualEditing refresh={refresh} />
      <ExitPreview />
    </>
  )
}
