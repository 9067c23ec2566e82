'use server'

import { redirect } from 'next/navigation'
import { adminAction } from '../../auth/action'
import { parseTiers, TIER_ROWS, TIERS_ERROR, type TierValues } from '../cancellation-tiers'
import { getProposalStore } from '../store'

export type TiersState = { status: 'idle' } | { status: 'invalid' | 'failed'; message: string; values: TierValues }

/** "Política de cancelamento": up to four tiers; an empty row is no tier. */
export const saveCancellationTiers = adminAction({
  log: '[propostas] falha ao salvar a política de cancelamento',
  values: (formData): TierValues => ({
    days: formData
      .getAll('days')
      .slice(0, TIER_ROWS)
      .map((value) => String(value).slice(0, 10)),
    percent: formData
      .getAll('percent')
      .slice(0, TIER_ROWS)
      .map((value) => String(value).slice(0, 10)),
  }),
  parse: parseTiers,
  refusals: { '22023': TIERS_ERROR },
  failure: 'Não foi possível salvar a política de cancelamento. Tente novamente.',
  refuse: ({ status, message, values }): TiersState => ({ status, message, values }),
  run: async (tiers, { caller }): Promise<TiersState> => {
    await getProposalStore().setCancellationTiers(caller, tiers)
    redirect('/admin/configuracoes/propostas?cancelamento=salvo')
  },
})
