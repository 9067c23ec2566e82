import { randomBytes, randomUUID } from 'node:crypto'
import type { Rpc } from '@/lib/db/rpc'
import { embeddedRpc } from '@/lib/db/rpc-embedded'
import { supabaseRpc } from '@/lib/db/rpc-supabase'
import { engines, type TestDatabase } from './engines'
import { postgrestRpcStandIn } from './postgrest-rpc'

export const ANON_KEY = 'anon-key-for-tests'

/** What a store's suite runs on: a migrated database, the transport over it and, for Supabase, the stand-in's requests. */
export type Opened = {
  db: TestDatabase
  rpc: Rpc
  requests?: Awaited<ReturnType<typeof postgrestRpcStandIn>>['requests']
}
/** `cronSecret`: what the server's calls carry through Supabase (its hash is registered when the Supabase transport opens). */
export type Transport = { name: string; cronSecret: string; open(): Promise<Opened>; close(): Promise<void> }

/**
 * Where every store is proven, as the contract suites of the old adapters were: the embedded
 * transport on PGlite and on a throw-away PostgreSQL 15, and the Supabase transport (supabase-js,
 * PostgREST's rpc) through the local stand-in over a migrated PGlite. The server's own calls go
 * through CRON_SECRET there, as on Supabase: `cronSecret` is registered as an administrator's sign-in would.
 */
export function transports({ cronSecret = randomBytes(24).toString('hex') } = {}): Transport[] {
  const [pglite, postgres] = engines()
  const embedded = (engine: NonNullable<typeof pglite>): Transport => ({
    name: engine.name,
    cronSecret,
    async open() {
      await engine.start()
      const db = await engine.emptyDatabase()
      await db.migrate()
      // Named as embeddedRpcAt names its data directory: the answers kept briefly are kept per database.
      return { db, rpc: embeddedRpc(async () => db, `${engine.name}:${randomUUID()}`) }
    },
    close: () => engine.stop(),
  })
  const standIn = engines()[0]!
  let server: Awaited<ReturnType<typeof postgrestRpcStandIn>> | undefined
  return [
    embedded(pglite!),
    embedded(postgres!),
    {
      name: 'Supabase (PostgREST stand-in)',
      cronSecret,
      async open() {
        const db = await standIn.emptyDatabase()
        await db.migrate()
        // As an administrator's sign-in leaves it with CRON_SECRET set: the key's hash registered.
        await db.asOwner((tx) =>
          tx.query(
            `update public.admin_settings set job_key_sha256 = encode(sha256(convert_to($1, 'UTF8')), 'hex') where id`,
            [cronSecret],
          ),
        )
        server = await postgrestRpcStandIn(db)
        return {
          db,
          rpc: supabaseRpc({ url: server.url, anonKey: ANON_KEY }, { cronSecret }),
          requests: server.requests,
        }
      },
      async close() {
        await server?.close()
        await standIn.stop()
      },
    },
  ]
}
