import 'server-only'
import { createHash } from 'node:crypto'
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import * as queries from '../queries'

/** Far more than the site's own pages and their queries (a few hundred), far less than a flood. */
export const LAST_GOOD_MAX_ENTRIES = 2_000

const knownQueries: ReadonlySet<string> = new Set<string>(
  Object.values(queries as Record<string, unknown>).filter((value): value is string => typeof value === 'string'),
)

/**
 * The last successful answer of each content query, kept in memory and on disk (beside the build,
 * so answers fetched while prerendering survive into `next start`). When the Content Lake is down,
 * a page being regenerated gets these answers instead of an error, so it keeps its last good
 * version. Writing is best-effort: on a read-only filesystem only memory remembers.
 *
 * Bounded against invented URLs: only the site's own queries are kept, an empty answer (an unknown
 * slug or path: there is no good version of it to keep) never makes an entry, and past
 * LAST_GOOD_MAX_ENTRIES no new entry is made (existing ones are still updated).
 */
export function lastGoodAnswers(dir: string, { maxEntries = LAST_GOOD_MAX_ENTRIES, known = knownQueries } = {}) {
  const memory = new Map<string, unknown>()
  const fileOf = (key: string) => path.join(/*turbopackIgnore: true*/ dir, `${key}.json`)
  const keyOf = (query: string, params: unknown) =>
    createHash('sha256')
      .update(JSON.stringify([query, params]))
      .digest('hex')
  let onDisk: Set<string> | undefined
  const diskKeys = () => {
    if (onDisk) return onDisk
    try {
      onDisk = new Set(readdirSync(/*turbopackIgnore: true*/ dir).map((file) => file.replace(/\.json$/, '')))
    } catch {
      onDisk = new Set()
    }
    return onDisk
  }

  return {
    remember(query: string, params: unknown, value: unknown) {
      if (!known.has(query) || value === null || value === undefined) return
      const key = keyOf(query, params)
      const disk = diskKeys()
      if (!memory.has(key) && !disk.has(key) && Math.max(memory.size, disk.size) >= maxEntries) return
      memory.set(key, value)
      try {
        mkdirSync(/*turbopackIgnore: true*/ dir, { recursive: true })
        writeFileSync(/*turbopackIgnore: true*/ fileOf(key), JSON.stringify({ value }))
        disk.add(key)
      } catch {
        // Memory still has it; the disk copy only matters after a restart.
      }
    },
    /** The remembered answer, or undefined when this query never succeeded here. */
    recall(query: string, params: unknown): { value: unknown } | undefined {
      const key = keyOf(query, params)
      if (memory.has(key)) return { value: memory.get(key) }
      if (!diskKeys().has(key)) return undefined
      try {
        return JSON.parse(readFileSync(/*turbopackIgnore: true*/ fileOf(key), 'utf8')) as { value: unknown }
      } catch {
        return undefined
      }
    },
    /** How many answers are kept (memory, or disk after a restart). */
    size: () => Math.max(memory.size, diskKeys().size),
  }
}
