import { blogDocuments } from './blog'
import type { SeedInput } from './helpers'
import { redirects } from './redirects'
import { siteContent } from './site-content'
import { siteSettings } from './site-settings'

/** Every document of the seed dataset, in the order they are written to data.ndjson. */
export const seedDocuments: SeedInput[] = [siteSettings, ...siteContent, ...blogDocuments, ...redirects]
