import type pg from 'pg'
import type { SqlConnection } from '../../lib/db/migrations'

/** One statement's outcome, the same shape on both engines. */
export type Result<R> = { rows: R[]; affectedRows?: number }
export type Tx = {
  query<R = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<Result<R>>
  exec(sql: string): Promise<unknown>
}

/** A pg client shaped like PGlite for migrate() and the tests; one statement or transaction at a time. */
export function pgConnection(client: pg.Client) {
  const query = async <R>(sql: string, params: unknown[] = []): Promise<Result<R>> => {
    const result = await client.query(sql, params)
    return { rows: result.rows as R[], affectedRows: result.rowCount ?? undefined }
  }
  // Without parameters pg uses the simple protocol, which runs a whole migration file at once.
  const tx: Tx = { query, exec: (sql) => client.query(sql) }
  let queue: Promise<unknown> = Promise.resolve()
  const transaction = <T>(work: (tx: Tx) => Promise<T>): Promise<T> => {
    const run = queue.then(async () => {
      await client.query('begin')
      try {
        const result = await work(tx)
        await client.query('commit')
        return result
      } catch (error) {
        await client.query('rollback')
        throw error
      }
    })
    queue = run.catch(() => {})
    return run
  }
  const connection: SqlConnection & { transaction: typeof transaction } = { ...tx, transaction }
  return connection
}
