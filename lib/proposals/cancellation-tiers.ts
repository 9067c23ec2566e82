import type { Parsed } from '../auth/action'
import type { CancellationTier } from './contract'

/** The form's rows, as typed: days before the party and the percentage returned. */
export type TierValues = { days: string[]; percent: string[] }

export const TIER_ROWS = 4
export const TIERS_ERROR =
  'Cada faixa precisa de dias antes da festa (0 a 1000, sem repetir) e de um percentual de 0 a 100, em números inteiros.'

/** The policy's rows as tiers; an empty row is no tier. The database checks the same again. */
export function parseTiers({ days, percent }: TierValues): Parsed<CancellationTier[]> {
  const tiers: CancellationTier[] = []
  for (let row = 0; row < TIER_ROWS; row++) {
    const [d, p] = [days[row]?.trim() ?? '', percent[row]?.trim() ?? '']
    if (d === '' && p === '') continue
    if (!/^\d{1,4}$/.test(d) || !/^\d{1,3}$/.test(p)) return { ok: false, message: TIERS_ERROR }
    const tier = { daysBefore: Number(d), percent: Number(p) }
    if (tier.daysBefore > 1000 || tier.percent > 100 || tiers.some(({ daysBefore }) => daysBefore === tier.daysBefore))
      return { ok: false, message: TIERS_ERROR }
    tiers.push(tier)
  }
  return { ok: true, data: tiers }
}
