import type { Caller } from './caller'
import type { SqlFunctions } from './functions'

/** The name of an SQL function the API roles may call (lib/db/functions.ts, generated from the catalog). */
export type SqlFunctionName = keyof SqlFunctions

/**
 * One call of an SQL function: its name and its arguments by name. A union of one tuple per
 * function, so the name picks the arguments it takes and a misspelt one fails the typecheck.
 */
export type SqlCall = {
  [F in SqlFunctionName]: Record<string, never> extends SqlFunctions[F]
    ? [fn: F, args?: SqlFunctions[F]]
    : [fn: F, args: SqlFunctions[F]]
}[SqlFunctionName]

/**
 * Calls one of the migrations' SQL functions as `caller`: with Supabase through PostgREST
 * (/rest/v1/rpc/<fn>, with the caller's access token), on the embedded database as the caller's
 * API role with their JWT claims. The rule lives in the function; both modes run the same one, and
 * both answer in PostgREST's JSON (timestamps and dates as ISO text, numbers as numbers).
 */
export interface Rpc {
  /** A set-returning function's rows, each with only `columns` when given. */
  rows<R>(caller: Caller, ...call: [...SqlCall, columns?: readonly string[]]): Promise<R[]>
  /** A scalar function's value (null for a void one). */
  value<T>(caller: Caller, ...call: SqlCall): Promise<T>
  /** Whether the server may call for itself (`server`): always on the embedded database; on Supabase, with CRON_SECRET. */
  readonly serverCalls: boolean
  /**
   * The database this transport reaches (a data directory, a Supabase URL): answers kept in the
   * process (brief-cache.ts) are shared by every copy of the transport with the same scope (Next
   * may load this module once per route bundle).
   */
  readonly scope?: string
  /**
   * Whether a server call failed because the database refused the server's key (Supabase: CRON_SECRET
   * unset, or not the one registered, e.g. cleared by a sign-out everywhere until the next sign-in).
   * Absent on the embedded database, where the server is the service role.
   */
  serverKeyRefused?(error: unknown): boolean
  /**
   * After an erasure, removes the erased values from the database's files too (the embedded
   * database: embedded-database.ts eraseFromDisk). Absent on Supabase, whose disk and
   * point-in-time backups are the provider's (docs/dados-pessoais.md).
   */
  eraseFromDisk?(): Promise<void>
}

/** Why a call failed: `code` is the SQLSTATE the function raised (PostgREST passes it on), or 'unconfigured'. */
export class RpcError extends Error {
  readonly code: string | undefined
  /** The SQL function called: safe to log (the message may echo the arguments). */
  readonly fn: string | undefined
  constructor(message: string, options?: ErrorOptions & { code?: string; fn?: string }) {
    super(message, options)
    this.name = 'RpcError'
    this.code = options?.code
    this.fn = options?.fn
  }
}

/** The SQLSTATE of a failed call (or 'unconfigured'), whatever carried it. */
export const sqlState = (error: unknown): string | undefined => {
  const code = (error as { code?: unknown } | null)?.code
  return typeof code === 'string' ? code : undefined
}

/** PostgreSQL's insufficient_privilege: what a function answers someone it does not serve (is_admin() first). */
const INSUFFICIENT_PRIVILEGE = '42501'

/**
 * For a read whose old answer to someone who is not an administrator was row-level security's
 * (nothing): the admin functions' refusal read as `fallback`; any other failure is thrown.
 */
export const whenRefused =
  <T>(fallback: T) =>
  (error: unknown): T => {
    if (sqlState(error) === INSUFFICIENT_PRIVILEGE) return fallback
    throw error
  }

/** Whether the transport refused because Supabase is only half configured. */
export const isUnconfigured = (error: unknown) => error instanceof RpcError && error.code === 'unconfigured'

// Function, parameter and column names are spliced into SQL: lower-case identifiers only (p_sha256 has digits).
const NAME = /^[a-z_][a-z0-9_]*$/

function checked(names: readonly string[], what: string) {
  for (const name of names) if (!NAME.test(name)) throw new RpcError(`nome inválido: ${what}`)
}

/** `public.fn(a => $1, b => $2)` and its parameters: names checked, values always bound. */
function namedCall(fn: string, args: Record<string, unknown> = {}) {
  const names = Object.keys(args)
  checked([fn, ...names], fn)
  return {
    call: `public.${fn}(${names.map((name, index) => `${name} => $${index + 1}`).join(', ')})`,
    params: Object.values(args),
  }
}

/**
 * The call as PostgREST answers it, one JSON value a row: to_jsonb renders each row (or the scalar)
 * in PostgreSQL's own JSON, so the embedded database and Supabase hand the app the same values.
 */
export function jsonCall(fn: string, args: Record<string, unknown> | undefined, columns?: readonly string[]) {
  const { call, params } = namedCall(fn, args)
  if (!columns) return { sql: `select to_jsonb(r) as value from ${call} r`, params }
  checked(columns, fn)
  return { sql: `select to_jsonb(r) as value from (select ${columns.join(', ')} from ${call}) r`, params }
}
