import { makeMigratedCluster } from './migrated-postgres'
import { makeMigratedPglite } from './migrated-snapshot'

/**
 * Vitest's global setup, after run-temp-dir.ts gave the run its folder: the migrated databases the
 * files copy. Side by side, as the embedded one keeps this process busy while the server works.
 */
export default async function setup() {
  await Promise.all([makeMigratedPglite(), makeMigratedCluster()])
}
