import type { SupabaseConfig } from '../config/parse-env'
import { supabaseClient } from '../config/supabase'
import type { Caller } from './caller'
import { RpcError, type Rpc } from './rpc'

/**
 * The SQL functions through Supabase's PostgREST, as anon or as the signed-in user's token. The
 * server's own calls go to the function's job_ twin with CRON_SECRET as p_key: the database checks
 * it against the hash an administrator's sign-in registered (lib/db/job-key.ts).
 */
/** A job_ twin's refusal of the key (42501), or no CRON_SECRET to call with at all. */
export const isServerKeyRefusal = (error: unknown) =>
  error instanceof RpcError && (error.code === '42501' || error.code === 'no-server-key')

export function supabaseRpc(config: SupabaseConfig, { cronSecret }: { cronSecret?: string } = {}): Rpc {
  const anon = supabaseClient(config)
  const request = (caller: Caller, fn: string, args: Record<string, unknown>) => {
    if (caller.role === 'anon') return anon.rpc(fn, args)
    if (caller.role === 'service_role') {
      if (!cronSecret)
        throw new RpcError(`${fn}: o servidor não tem CRON_SECRET para chamar por si`, { code: 'no-server-key', fn })
      return anon.rpc(`job_${fn}`, { p_key: cronSecret, ...args })
    }
    if (!caller.accessToken) throw new RpcError(`${fn}: chamada sem o token de acesso do usuário`)
    return supabaseClient(config, { accessToken: caller.accessToken }).rpc(fn, args)
  }
  const call = async (caller: Caller, fn: string, args: Record<string, unknown>, columns?: readonly string[]) => {
    const pending = request(caller, fn, args)
    // Typed as a plain string: supabase-js would otherwise parse the select list's type (too deep here).
    const select: string | undefined = columns?.join(', ')
    const { data, error } = select ? await pending.select(select) : await pending
    if (error) throw new RpcError(`o Supabase recusou ${fn}: ${error.message}`, { code: error.code, fn })
    return data as unknown
  }
  return {
    rows: async <R>(caller: Caller, fn: string, args: Record<string, unknown> = {}, columns?: readonly string[]) => {
      const data = await call(caller, fn, args, columns)
      return (Array.isArray(data) ? data : data === null ? [] : [data]) as R[]
    },
    value: async <T>(caller: Caller, fn: string, args: Record<string, unknown> = {}) =>
      ((await call(caller, fn, args)) ?? null) as T,
    serverCalls: Boolean(cronSecret),
    serverKeyRefused: isServerKeyRefusal,
    scope: `supabase:${config.url}`,
  }
}
