import type { SeedInput } from './helpers'
import { siteSettings } from './site-settings'

/** Every document of the seed dataset, in the order they are written to data.ndjson. */
export const seedDocuments: SeedInput[] = [siteSettings]
