import { createClient, type SanityClient } from '@sanity/client'

/**
 * A client of the Content Lake stand-in at `url` (tests/support/content-lake-stand-in.ts), made as
 * the Studio or a script makes one: straight to the API (no CDN), with the given token or none.
 */
export const standInClient = (url: string, token?: string): SanityClient =>
  createClient({
    projectId: 'standin',
    dataset: 'production',
    apiVersion: '2025-10-01',
    apiHost: url,
    useProjectHostname: false,
    useCdn: false,
    token,
  })
