import 'server-only'
import { createHmac } from 'node:crypto'
import { storedSecret } from '../security/stored-secret'
import { env } from './env'

/** What a key derived from the site's secret is for: one key per purpose, never shared between them. */
type Purpose = 'cliente' | 'prova-de-trabalho' | 'link-da-proposta'

/**
 * The key for `purpose`, derived from SITE_SECRET (or, without it, a secret generated once into
 * DATA_DIR): the visitor's signed id cookie, the proof-of-work puzzles, the proposal links.
 */
export const siteKey = (purpose: Purpose): Buffer =>
  createHmac('sha256', storedSecret('site-secret', env.siteSecret, env.secretDir))
    .update(`buffet:${purpose}`)
    .digest()
