import { randomBytes } from 'node:crypto'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

let cached: string | undefined

/** SESSION_SECRET when set; otherwise one generated once into the data directory and reused. */
export function sessionSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured
  if (cached) return cached
  const file = path.join(/*turbopackIgnore: true*/ dataDir, 'session-secret')
  try {
    cached = readFileSync(file, 'utf8').trim()
  } catch {
    mkdirSync(dataDir, { recursive: true })
    cached = randomBytes(48).toString('base64url')
    writeFileSync(file, cached, { mode: 0o600, flag: 'wx' })
  }
  return cached
}
