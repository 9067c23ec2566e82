import { evaluate, parse } from 'groq-js'
import type { QueryParams } from '../contract'
import type { SeedDocument } from './load-seed'

export type { QueryParams }

/** Runs a GROQ query over documents the way the Content Lake's published perspective does. */
export async function evaluateQuery(
  documents: SeedDocument[],
  query: string,
  params: QueryParams = {},
): Promise<unknown> {
  const published = documents.filter((doc) => !doc._id.startsWith('drafts.'))
  const tree = parse(query, { params })
  const value = await evaluate(tree, { dataset: published, params })
  return value.get()
}
