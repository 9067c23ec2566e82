import { randomBytes } from 'node:crypto'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

const cached = new Map<string, string>()

/**
 * `configured` when the environment gives it; otherwise a random secret generated once into
 * `dir/name` (readable by this user only) and read back on every later start, so it survives restarts.
 */
export function storedSecret(name: string, configured: string | undefined, dir: string): string {
  if (configured) return configured
  const file = path.join(/*turbopackIgnore: true*/ dir, name)
  const known = cached.get(file)
  if (known) return known
  let secret: string
  try {
    secret = readFileSync(file, 'utf8').trim()
  } catch {
    mkdirSync(dir, { recursive: true })
    secret = randomBytes(48).toString('base64url')
    try {
      writeFileSync(file, secret, { mode: 0o600, flag: 'wx' })
    } catch {
      // Another process wrote it first: theirs is the one.
      secret = readFileSync(file, 'utf8').trim()
    }
  }
  cached.set(file, secret)
  return secret
}
