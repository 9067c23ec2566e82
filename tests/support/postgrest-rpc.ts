import { anonymous } from '@/lib/db/caller'
import type { RpcCall } from '@/lib/limits/database-counter'
import type { TestDatabase } from './engines'
import { recordingServer } from './recording-server'

/** Either engine's database, or the app's own EmbeddedDatabase. */
type Database = Pick<TestDatabase, 'asCaller'>

// What PostgREST does for POST /rest/v1/rpc/<fn>: call the function with the JSON body's named
// arguments, as the role of the key (anon here), and answer with its rows as JSON.
const callAsAnon = (db: Database, fn: string, args: Record<string, unknown>) => {
  const names = Object.keys(args)
  if (!/^[a-z_]+$/.test(fn) || !names.every((name) => /^[a-z_]+$/.test(name))) throw new Error(`nome inválido: ${fn}`)
  const call = `select * from public.${fn}(${names.map((name, index) => `${name} => $${index + 1}`).join(', ')})`
  return db.asCaller(anonymous, async (tx) => (await tx.query(call, Object.values(args))).rows)
}

/** The rpc transport straight onto the embedded database, as PostgREST would run it. */
export const embeddedRpc =
  (db: Database): RpcCall =>
  (fn, args) =>
    callAsAnon(db, fn, args)

/** A local HTTP stand-in for PostgREST's /rest/v1/rpc/<fn> over the embedded database. */
export function postgrestStandIn(db: Database) {
  return recordingServer(async ({ method, path, body }) => {
    const fn = /^\/rest\/v1\/rpc\/([a-z_]+)$/.exec(path)?.[1]
    if (method !== 'POST' || !fn) return { status: 404, body: { message: 'not found' } }
    try {
      const rows = await callAsAnon(db, fn, JSON.parse(body || '{}') as Record<string, unknown>)
      // A function returning void answers 204 No Content in PostgREST; one returning a single
      // value (its one column is named after the function) answers that value itself.
      if (fn === 'rate_limit_clear') return { status: 204 }
      const [only] = rows
      const scalar = rows.length === 1 && only && Object.keys(only).length === 1 && fn in only
      return { status: 200, body: scalar ? only[fn] : rows }
    } catch (error) {
      const { code, message } = error as { code?: string; message: string }
      return { status: code === '42501' ? 401 : 400, body: { code, message, details: null, hint: null } }
    }
  })
}
