import { createHash } from 'node:crypto'
import type { ProofChallenge } from '@/lib/security/proof-of-work'

/**
 * Solves an ALTCHA puzzle as a script would (plain node:crypto, synchronous: the cheapest way there
 * is) and returns the form's `altcha` field. altcha-lib's own solver awaits WebCrypto per hash,
 * which on a loaded machine takes many times longer and only slows the tests.
 */
export function solveProof({ algorithm, challenge, maxnumber = 1_000_000, salt, signature }: ProofChallenge): string {
  for (let number = 0; number <= maxnumber; number++) {
    if (createHash('sha256').update(`${salt}${number}`).digest('hex') === challenge)
      return Buffer.from(JSON.stringify({ algorithm, challenge, number, salt, signature })).toString('base64')
  }
  throw new Error('desafio sem solução até maxnumber')
}
