import { isDraftMode } from '@/lib/preview/draft-mode'
import { PreviewToolsLoader } from './preview-tools-loader'

/** Visual editing overlays and the exit control, rendered only in draft mode. */
export async function DraftModeTools() {
  return (await isDraftMode()) ? <PreviewToolsLoader /> : null
}
