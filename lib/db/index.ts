import 'server-only'
import { env } from '../config/env'
import { SUPABASE_INCOMPLETE } from '../config/messages'
import { RpcError, type Rpc } from './rpc'
import { embeddedRpcAt } from './rpc-embedded'
import { supabaseRpc } from './rpc-supabase'

export { isUnconfigured, RpcError, type Rpc } from './rpc'

let rpc: Rpc | undefined

/**
 * The SQL functions of the configured backend: the one place that picks the transport. With
 * Supabase only half configured every call is refused with the message the quote form shows.
 */
export function getRpc(): Rpc {
  if (rpc) return rpc
  const backend = env.quotes
  if (backend.kind === 'supabase') rpc = supabaseRpc(backend, { cronSecret: env.cronSecret })
  else if (backend.kind === 'embedded') rpc = embeddedRpcAt(backend.dataDir)
  else {
    const refuse = async (): Promise<never> => {
      throw new RpcError(`${SUPABASE_INCOMPLETE} Falta ${backend.missing}.`, { code: 'unconfigured' })
    }
    rpc = { rows: refuse, value: refuse, serverCalls: false }
  }
  return rpc
}
