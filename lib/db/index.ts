import 'server-only'
import { env } from '../config/env'
import type { Rpc } from './rpc'
import { transportFor } from './transport'

let rpc: Rpc | undefined

/** The SQL functions of the configured backend: the one transport every store calls through. */
export const getRpc = (): Rpc => (rpc ??= transportFor(env.quotes, { cronSecret: env.cronSecret }))
