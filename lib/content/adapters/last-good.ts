import 'server-only'
import { createHash } from 'node:crypto'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

/**
 * The last successful answer of each content query, kept in memory and on disk (beside the build,
 * so answers fetched while prerendering survive into `next start`). When the Content Lake is down,
 * a page being regenerated gets these answers instead of an error, so it keeps its last good
 * version. Writing is best-effort: on a read-only filesystem only memory remembers.
 */
export function lastGoodAnswers(dir: string) {
  const memory = new Map<string, unknown>()
  const fileOf = (key: string) => path.join(/*turbopackIgnore: true*/ dir, `${key}.json`)
  const keyOf = (query: string, params: unknown) => createHash('sha256').update(JSON.stringify([query, params])).digest('hex')

  return {
    remember(query: string, params: unknown, value: unknown) {
      const key = keyOf(query, params)
      memory.set(key, value)
      try {
        mkdirSync(/*turbopackIgnore: true*/ dir, { recursive: true })
        writeFileSync(/*turbopackIgnore: true*/ fileOf(key), JSON.stringify({ value }))
      } catch {
        // Memory still has it; the disk copy only matters after a restart.
      }
    },
    /** The remembered answer, or undefined when this query never succeeded here. */
    recall(query: string, params: unknown): { value: unknown } | undefined {
      const key = keyOf(query, params)
      if (memory.has(key)) return { value: memory.get(key) }
      try {
        return JSON.parse(readFileSync(/*turbopackIgnore: true*/ fileOf(key), 'utf8')) as { value: unknown }
      } catch {
        return undefined
      }
    },
  }
}
