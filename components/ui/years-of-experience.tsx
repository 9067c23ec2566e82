import { getSiteChrome } from '@/lib/content/site'
import { yearsLabel } from '@/lib/content/years'

/** The 'Anos de experiência' placeholder of rich text: years since the founding year of the site settings. */
export async function YearsOfExperience({ withWord }: { withWord?: boolean | null }) {
  const { settings } = await getSiteChrome()
  return <>{yearsLabel(settings.foundedYear, { withWord: withWord !== false })}</>
}
