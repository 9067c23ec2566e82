import type { ContentType } from './content-types'

// The content port: adapters (adapters/*.ts) import only this module; index.ts picks one.

/** Parameters of a GROQ query, as both the Content Lake and groq-js accept them. */
export type QueryParams = Record<string, string | number | boolean | string[]>

/**
 * Runs a GROQ query on published content, cached under `tags` (the document types it reads).
 * With `until` (a time in ms), the answer is cached only until then, and one cached before that
 * time is never served after it: a query comparing with now() is asked again once that time comes.
 */
export type ContentSource = (
  query: string,
  params: QueryParams,
  tags: ContentType[],
  until?: number,
) => Promise<unknown>

/** Runs a GROQ query on what is published at this moment, past every cache. */
export type PublishedNowSource = (query: string, params: QueryParams) => Promise<unknown>

/** Runs a GROQ query on drafts, never cached (staff in draft mode only). */
export type DraftSource = (query: string, params: QueryParams) => Promise<unknown>

/** The content service failed and no earlier answer can stand in for this query. */
export class ContentUnavailableError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options)
    this.name = 'ContentUnavailableError'
  }
}
