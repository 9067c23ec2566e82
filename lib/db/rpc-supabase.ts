import 'server-only'
import type { SupabaseConfig } from '../config/parse-env'
import { supabaseClient } from '../config/supabase'
import type { Caller } from './caller'
import { RpcError, type Rpc } from './rpc'

/** The SQL functions through Supabase's PostgREST, as anon or as the signed-in user's token. */
export function supabaseRpc(config: SupabaseConfig): Rpc {
  const anon = supabaseClient(config)
  const client = (caller: Caller) => {
    if (caller.role === 'anon') return anon
    if (!caller.accessToken) throw new RpcError('chamada sem o token de acesso do usuário')
    return supabaseClient(config, { accessToken: caller.accessToken })
  }
  const call = async (caller: Caller, fn: string, args: Record<string, unknown>) => {
    const { data, error } = await client(caller).rpc(fn, args)
    if (error) throw new RpcError(`Supabase recusou ${fn}: ${error.message}`, { code: error.code })
    return data as unknown
  }
  return {
    rows: async <R,>(caller: Caller, fn: string, args: Record<string, unknown>) => {
      const data = await call(caller, fn, args)
      return (Array.isArray(data) ? data : data === null ? [] : [data]) as R[]
    },
    value: async <T,>(caller: Caller, fn: string, args: Record<string, unknown>) => (await call(caller, fn, args)) as T,
  }
}
