import { ConnectSanity } from '@/studio/components/connect-sanity'
import { StudioLoader } from '@/studio/components/studio-loader'
import { sanityProject } from '@/lib/config/public-env'

export { metadata, viewport } from 'next-sanity/studio'

export const dynamic = 'force-static'

export default function StudioPage() {
  return sanityProject ? <StudioLoader /> : <ConnectSanity />
}
