import { createHash } from 'node:crypto'
import { createChallenge, verifySolution } from 'altcha-lib'

/** What the ALTCHA widget solves (its `challengejson`): the server's HMAC-signed puzzle. */
export type ProofChallenge = {
  algorithm: string
  challenge: string
  maxnumber?: number
  salt: string
  signature: string
}

/**
 * A proof-of-work puzzle (ALTCHA, self-hosted: no third party sees the visitor), signed with `key`
 * and valid for `expiresMs`. Solving it costs a browser about half a second of hashing; a script
 * flooding the form pays that for every quote past the site's ceiling.
 */
export async function newChallenge(
  key: Buffer,
  { maxNumber, expiresMs }: { maxNumber: number; expiresMs: number },
): Promise<ProofChallenge> {
  return (await createChallenge({
    hmacKey: key.toString('hex'),
    maxnumber: maxNumber,
    expires: new Date(Date.now() + expiresMs),
  })) as ProofChallenge
}

/**
 * The id of a solved puzzle when `payload` (the widget's form field) solves one signed with `key`
 * and not yet expired; null for anything else. The id is what the database remembers so a solution
 * is spent once.
 */
export async function provenId(payload: unknown, key: Buffer): Promise<string | null> {
  if (typeof payload !== 'string' || payload.length === 0 || payload.length > 2000) return null
  try {
    if (!(await verifySolution(payload, key.toString('hex'), true))) return null
    const { signature } = JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as { signature?: unknown }
    return typeof signature === 'string' ? createHash('sha256').update(signature).digest('hex') : null
  } catch {
    return null
  }
}
