import { evaluate, parse } from 'groq-js'
import {
  createSchema,
  pathToString,
  validateDocument,
  type SanityClient,
  type SanityDocument,
  type ValidationMarker,
  type Workspace,
} from 'sanity'
import type { SeedDocument } from '../../lib/content/seed/load-seed'
import { schemaTypes } from '../../schemas'

export type SeedProblem = { id: string; level: ValidationMarker['level']; path: string; message: string }

const schema = createSchema({ name: 'default', types: schemaTypes })

/**
 * The Content Lake as the validators see it, in memory: the GROQ they send (the slug uniqueness
 * check) is evaluated over the documents with groq-js, drafts included as in the raw perspective.
 */
export function inMemoryClient(documents: SeedDocument[]): SanityClient {
  const client = {
    withConfig: () => client,
    fetch: async (query: string, params: Record<string, unknown> = {}) =>
      (await evaluate(parse(query, { params }), { dataset: documents, params })).get(),
  }
  // Validators only call withConfig() and fetch(); everything else would be a network call.
  return client as unknown as SanityClient
}

const asSanityDocument = (doc: SeedDocument): SanityDocument => ({ _createdAt: '', _updatedAt: '', _rev: '', ...doc })

// Only the CLI mode reports fields the schema does not know; its other markers differ from the Studio's.
const UNKNOWN_FIELD = /^Field '.+' does not exist on type/

/**
 * A validator for documents that live among `documents`: the schema's own rules run with
 * Sanity's validateDocument, as the Studio runs them before publishing, plus fields the schema
 * does not know. References and slugs are checked against `documents`.
 */
export function seedValidator(documents: SeedDocument[]) {
  // validateDocument reads only these from a workspace (i18n falls back to English built-in messages).
  const source: Pick<Workspace, 'schema' | 'getClient'> = { schema, getClient: () => inMemoryClient(documents) }
  const workspace = source as Workspace
  const ids = new Set(documents.map(({ _id }) => _id))
  const getDocumentExists = async ({ id }: { id: string }) => ids.has(id)
  const markers = (document: SeedDocument, environment: 'studio' | 'cli') =>
    validateDocument({ document: asSanityDocument(document), workspace, getDocumentExists, environment })

  return async (document: SeedDocument): Promise<SeedProblem[]> => {
    if (!schema.get(document._type))
      return [{ id: document._id, level: 'error', path: '', message: `Tipo "${document._type}" não existe no schema` }]
    const studio = await markers(document, 'studio')
    const unknown = (await markers(document, 'cli')).filter(({ message }) => UNKNOWN_FIELD.test(message))
    return [...studio, ...unknown].map(({ level, path, message }) => ({
      id: document._id,
      level,
      path: pathToString(path),
      message,
    }))
  }
}

/** Every problem in the editable documents of a dataset (image assets are Sanity's own). */
export async function validateDataset(documents: SeedDocument[]): Promise<SeedProblem[]> {
  const validate = seedValidator(documents)
  const editable = documents.filter(({ _type }) => !_type.startsWith('sanity.'))
  return (await Promise.all(editable.map(validate))).flat()
}
