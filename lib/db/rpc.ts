import type { Caller } from './caller'

/**
 * Calls one of the migrations' SQL functions as `caller`: with Supabase through PostgREST
 * (/rest/v1/rpc/<fn>, with the caller's access token), on the embedded database as the caller's
 * API role with their JWT claims. The rule lives in the function; both modes run the same one.
 */
export interface Rpc {
  /** A set-returning function's rows. */
  rows<R>(caller: Caller, fn: string, args: Record<string, unknown>): Promise<R[]>
  /** A scalar function's value. */
  value<T>(caller: Caller, fn: string, args: Record<string, unknown>): Promise<T>
}

export class RpcError extends Error {
  readonly code: string | undefined
  constructor(message: string, options?: ErrorOptions & { code?: string }) {
    super(message, options)
    this.name = 'RpcError'
    this.code = options?.code
  }
}

// Function and parameter names are spliced into SQL: lower-case identifiers only (p_sha256 has digits).
const NAME = /^[a-z_][a-z0-9_]*$/

/** `public.fn(a => $1, b => $2)` and its parameters: names checked, values always bound. */
export function namedCall(fn: string, args: Record<string, unknown>) {
  const names = Object.keys(args)
  if (!NAME.test(fn) || !names.every((name) => NAME.test(name))) throw new RpcError(`nome inválido: ${fn}`)
  return { call: `public.${fn}(${names.map((name, index) => `${name} => $${index + 1}`).join(', ')})`, params: Object.values(args) }
}
