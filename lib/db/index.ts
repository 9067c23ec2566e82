import 'server-only'
import { env } from '../config/env'
import { SUPABASE_INCOMPLETE } from '../config/messages'
import { RpcError, type Rpc } from './rpc'
import { embeddedRpcAt } from './rpc-embedded'
import { supabaseRpc } from './rpc-supabase'

export { RpcError, type Rpc }

let rpc: Rpc | undefined

/** The SQL functions of the configured backend (the one place that picks the transport). */
export function getRpc(): Rpc {
  if (rpc) return rpc
  const backend = env.quotes
  const refuse = async (): Promise<never> => {
    throw new RpcError(SUPABASE_INCOMPLETE, { code: 'unconfigured' })
  }
  rpc = backend.kind === 'supabase' ? supabaseRpc(backend) : backend.kind === 'embedded' ? embeddedRpcAt(backend.dataDir) : { rows: refuse, value: refuse }
  return rpc
}
