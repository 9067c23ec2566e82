import 'server-only'
import { draftMode } from 'next/headers'
import { unstable_rethrow } from 'next/navigation'

/**
 * Whether this request previews drafts. Code that runs without a request (generateStaticParams at
 * build time, scripts) cannot be in draft mode, and Next throws there instead of answering false.
 */
export async function isDraftMode(): Promise<boolean> {
  try {
    return (await draftMode()).isEnabled
  } catch (error) {
    unstable_rethrow(error)
    return false
  }
}
