import { enableDraftModeHandler } from '@/lib/preview/enable-draft-mode'
import { preview } from '@/lib/preview/setup'

export const GET = enableDraftModeHandler(preview)
