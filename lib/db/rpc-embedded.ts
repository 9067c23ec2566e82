import 'server-only'
import type { Caller } from './caller'
import { sharedEmbeddedDatabase } from './embedded-database'
import { namedCall, RpcError, type Rpc } from './rpc'

type Query = { query<R>(sql: string, params?: unknown[]): Promise<{ rows: R[] }> }
/** What the calls need of a database: the embedded one, or a test engine's. */
type Database = { asCaller<T>(caller: Caller, work: (tx: Query) => Promise<T>): Promise<T> }

const refused = (fn: string) => (error: unknown): never => {
  throw new RpcError(`o banco embutido recusou ${fn}`, { cause: error, code: (error as { code?: string }).code })
}

/** The SQL functions on the embedded database (or any database with asCaller: the tests' engines). */
export function embeddedRpc(database: () => Promise<Database>): Rpc {
  return {
    async rows(caller, fn, args) {
      const { call, params } = namedCall(fn, args)
      const db = await database()
      return db.asCaller(caller, async (tx) => (await tx.query(`select * from ${call}`, params)).rows).catch(refused(fn)) as never
    },
    async value(caller, fn, args) {
      const { call, params } = namedCall(fn, args)
      const db = await database()
      return db.asCaller(caller, async (tx) => (await tx.query<{ value: unknown }>(`select ${call} as value`, params)).rows[0]?.value).catch(refused(fn)) as never
    },
  }
}

export const embeddedRpcAt = (dataDir: string) => embeddedRpc(() => sharedEmbeddedDatabase(dataDir))
