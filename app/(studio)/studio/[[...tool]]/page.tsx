import { ConnectSanity } from '@/components/studio/connect-sanity'
import { Studio } from '@/components/studio/studio'
import { sanityProject } from '@/lib/public-env'

export { metadata, viewport } from 'next-sanity/studio'

export const dynamic = 'force-static'

export default function StudioPage() {
  return sanityProject ? <Studio /> : <ConnectSanity />
}
