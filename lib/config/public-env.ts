import { z } from 'zod'

// NEXT_PUBLIC_* values are inlined into browser bundles, so each is read by its literal name.
const schema = z.object({
  projectId: z
    .string()
    .regex(/^[a-z0-9-]+$/, 'NEXT_PUBLIC_SANITY_PROJECT_ID inválido')
    .optional(),
  dataset: z
    .string()
    .regex(/^[a-z0-9_-]+$/, 'NEXT_PUBLIC_SANITY_DATASET inválido')
    .optional(),
  apiVersion: z.string().default('2025-10-01'),
})

const parsed = schema.parse({
  projectId: process.env.NEXT_PUBLIC_SANITY_PROJECT_ID || undefined,
  dataset: process.env.NEXT_PUBLIC_SANITY_DATASET || undefined,
  apiVersion: process.env.NEXT_PUBLIC_SANITY_API_VERSION || undefined,
})

export type SanityProject = { projectId: string; dataset: string; apiVersion: string }

/** The Sanity project, or null when the site runs on the bundled seed dataset. */
export const sanityProject: SanityProject | null =
  parsed.projectId && parsed.dataset
    ? { projectId: parsed.projectId, dataset: parsed.dataset, apiVersion: parsed.apiVersion }
    : null

export const sanityApiVersion = parsed.apiVersion

/** The client options that send a Sanity client to another Content Lake host (SANITY_API_HOST: a proxy, the tests' stand-in). */
export const sanityApiHostOptions = (apiHost: string | undefined) =>
  apiHost ? { apiHost, useProjectHostname: false } : {}

/** Where a visitor's browser listens to the Content Lake's live events (null on the seed dataset). */
export const liveEventsOrigin = (apiHost: string | undefined): string | null =>
  sanityProject ? (apiHost ? new URL(apiHost).origin : `https://${sanityProject.projectId}.api.sanity.io`) : null
