import 'server-only'
import { createClient } from '@supabase/supabase-js'
import ws from 'ws'
import type { RpcCall } from './database-counter'

/** The limit functions called through Supabase's PostgREST as the anonymous role. */
export function supabaseRpc({ url, anonKey }: { url: string; anonKey: string }): RpcCall {
  const client = createClient(url, anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: ws as never },
  })
  return async (fn, args) => {
    const { data, error } = await client.rpc(fn, args)
    if (error) throw new Error(`Supabase recusou ${fn}: ${error.message}`)
    return data
  }
}
