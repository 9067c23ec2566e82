import { SUPABASE_INCOMPLETE } from '../config/messages'
import type { QuoteBackend } from '../config/parse-env'
import { RpcError, type Rpc } from './rpc'
import { embeddedRpcAt } from './rpc-embedded'
import { supabaseRpc } from './rpc-supabase'

/**
 * The SQL functions of `backend`: Supabase's PostgREST or the embedded database. With Supabase only
 * half configured every call is refused with the message the quote form shows. Pure of the server's
 * environment, so a script (npm run data:retention) takes the same transport as the server.
 */
export function transportFor(backend: QuoteBackend, { cronSecret }: { cronSecret?: string } = {}): Rpc {
  if (backend.kind === 'supabase') return supabaseRpc(backend, { cronSecret })
  if (backend.kind === 'embedded') return embeddedRpcAt(backend.dataDir)
  const refuse = async (): Promise<never> => {
    throw new RpcError(`${SUPABASE_INCOMPLETE} Falta ${backend.missing}.`, { code: 'unconfigured' })
  }
  return { rows: refuse, value: refuse, serverCalls: false }
}
