/** Why a quote was lost, as stored in "Orcamentos".lost_reason (the migration's check lists the same ids). */
export const lostReasons = [
  { id: 'preco', label: 'Preço' },
  { id: 'data_indisponivel', label: 'Data indisponível' },
  { id: 'sem_resposta', label: 'Sem resposta' },
  { id: 'outro_buffet', label: 'Escolheu outro buffet' },
  { id: 'desistiu', label: 'Desistiu da festa' },
  { id: 'outro', label: 'Outro' },
] as const

export type LostReason = (typeof lostReasons)[number]['id']

export const isLostReason = (value: unknown): value is LostReason => lostReasons.some(({ id }) => id === value)

/** "outro_buffet" -> "Escolheu outro buffet"; "outro" with its text -> "Outro: ..."; unknown values as they are. */
export function lostReasonLabel(reason: string | null, detail?: string | null): string {
  if (!reason) return ''
  const label = lostReasons.find(({ id }) => id === reason)?.label ?? reason
  return reason === 'outro' && detail ? `${label}: ${detail}` : label
}

export const LOST_DETAIL_MAX = 300
