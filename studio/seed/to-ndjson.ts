import { createHash } from 'node:crypto'
import type { SeedInput } from './content/helpers'

// Sanity needs a stable `_key` on every object inside an array; derive it from the object's path.
function withKeys(value: unknown, trail: string): unknown {
  if (Array.isArray(value)) {
    return value.map((item, index) => {
      const keyed = withKeys(item, `${trail}[${index}]`)
      if (!keyed || typeof keyed !== 'object' || Array.isArray(keyed) || '_key' in keyed) return keyed
      return { _key: createHash('sha1').update(`${trail}[${index}]`).digest('hex').slice(0, 12), ...keyed }
    })
  }
  if (!value || typeof value !== 'object') return value
  return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, withKeys(child, `${trail}.${key}`)]))
}

/** The seed documents as NDJSON in Sanity's export format (one document per line). */
export function toNdjson(documents: SeedInput[]): string {
  const ids = new Set<string>()
  for (const { _id } of documents) {
    if (ids.has(_id)) throw new Error(`Documento duplicado no seed: ${_id}`)
    // The Content Lake hides ids with a dot from readers without a token, as the site reads it.
    if (_id.includes('.')) throw new Error(`Id com ponto no seed (o site não o leria no Sanity): ${_id}`)
    ids.add(_id)
  }
  return documents.map((doc) => JSON.stringify(withKeys(doc, doc._id))).join('\n') + '\n'
}
