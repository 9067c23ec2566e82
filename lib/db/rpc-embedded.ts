import type { Caller } from './caller'
import { sharedEmbeddedDatabase } from './embedded-database'
import { jsonCall, RpcError, sqlState, type Rpc } from './rpc'

type Query = { query<R>(sql: string, params?: unknown[]): Promise<{ rows: R[] }> }
/** What the calls need of a database: the embedded one, or a test engine's. */
type Database = {
  asCaller<T>(caller: Caller, work: (tx: Query) => Promise<T>): Promise<T>
  eraseFreedSpace?(): Promise<void>
}

/** The SQL functions on the embedded database (or any database with asCaller: the tests' engines). */
export function embeddedRpc(database: () => Promise<Database>, scope?: string): Rpc {
  const call = async (caller: Caller, fn: string, args?: Record<string, unknown>, columns?: readonly string[]) => {
    const { sql, params } = jsonCall(fn, args, columns)
    const db = await database()
    try {
      return await db.asCaller(caller, async (tx) =>
        (await tx.query<{ value: unknown }>(sql, params)).rows.map(({ value }) => value),
      )
    } catch (error) {
      throw new RpcError(`o banco embutido recusou ${fn}: ${(error as Error).message}`, {
        cause: error,
        code: sqlState(error),
        fn,
      })
    }
  }
  return {
    rows: async <R>(caller: Caller, fn: string, args?: Record<string, unknown>, columns?: readonly string[]) =>
      (await call(caller, fn, args, columns)) as R[],
    value: async <T>(caller: Caller, fn: string, args?: Record<string, unknown>) =>
      ((await call(caller, fn, args))[0] ?? null) as T,
    serverCalls: true,
    scope,
    eraseFromDisk: async () => (await database()).eraseFreedSpace?.(),
  }
}

export const embeddedRpcAt = (dataDir: string) =>
  embeddedRpc(() => sharedEmbeddedDatabase(dataDir), `embutido:${dataDir}`)
