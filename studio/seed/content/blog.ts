import type { SeedInput } from './helpers'

/** Blog authors and the ten articles. */
export const blogDocuments: SeedInput[] = []
