import 'server-only'
import { unstable_cache } from 'next/cache'
import { env } from '../config/env'
import { REVALIDATE_SECONDS } from '../content/tags'
import { getPersonalDataStore } from './store'
import { DEFAULT_RETENTION_MONTHS, PersonalDataError } from './contract'

/** The cache tag of the retention period: the admin's change expires it, and the privacy page with it. */
export const RETENTION_TAG = 'retention-period'

const fromDatabase = unstable_cache(() => getPersonalDataStore().retentionMonths(), ['retention-months'], {
  tags: [RETENTION_TAG],
  revalidate: REVALIDATE_SECONDS,
})

// The build never opens the embedded database (a running server may hold it): the page is built
// with the default and a one-second lifetime, so the first visit after start renders it again from
// the database, in the background.
const provisional = unstable_cache(async () => DEFAULT_RETENTION_MONTHS, ['retention-months-provisional'], {
  revalidate: 1,
})

/** The retention period in months, as the static privacy page prints it. */
export async function publicRetentionMonths(): Promise<number> {
  if (env.quotes.kind === 'embedded' && process.env.NEXT_PHASE === 'phase-production-build') return provisional()
  try {
    return await fromDatabase()
  } catch (error) {
    // Half-configured Supabase: the site already says so; the policy shows the default meanwhile.
    if (error instanceof PersonalDataError && error.reason === 'unconfigured') return DEFAULT_RETENTION_MONTHS
    throw error
  }
}
