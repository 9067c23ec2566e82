import { PROOF_MAX_FACTOR, PROOF_MAX_NUMBER } from './policy'

/**
 * The most hashes a proof may take when `siteTotal` quotes arrived this minute against a ceiling of
 * `ceiling`: the base up to twice the ceiling, then one base more per ceiling of flood, up to
 * PROOF_MAX_FACTOR. A visitor pays it once; a script pays it for every quote, more as it sends more.
 */
export function proofMaxNumber(siteTotal: number, ceiling: number): number {
  const factor = Math.floor(Math.max(siteTotal, 0) / Math.max(ceiling, 1))
  return PROOF_MAX_NUMBER * Math.min(PROOF_MAX_FACTOR, Math.max(1, factor))
}
