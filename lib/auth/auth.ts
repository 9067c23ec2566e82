import 'server-only'
import { env } from '../config/env'
import { getRpc } from '../db'
import type { Auth } from './contract'
import { embeddedIdentity } from './embedded-identity'
import { gotrueIdentity } from './gotrue-identity'
import { authWith } from './service'

let auth: Auth | undefined

/** The admin sign-in of the configured environment: the one place that picks the identity service. */
export function getAuth(): Auth {
  if (auth) return auth
  const backend = env.quotes
  const rpc = getRpc()
  auth = authWith(
    backend.kind === 'supabase'
      ? gotrueIdentity(backend)
      : backend.kind === 'embedded'
        ? embeddedIdentity(backend.dataDir, rpc)
        : null,
    rpc,
  )
  return auth
}
