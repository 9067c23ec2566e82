import { VisualEditing } from 'next-sanity/visual-editing'
import { isDraftMode } from '@/lib/preview/draft-mode'
import { ExitPreview } from './exit-preview'

/** Visual editing overlays and the exit control, rendered only in draft mode: no JS for visitors. */
export async function DraftModeTools() {
  if (!(await isDraftMode())) return null
  return (
    <>
      <VisualEditing />
      <ExitPreview />
    </>
  )
}
