/** The party types of the form: ids as stored in "Orcamentos".party_type, labels as shown. */
export const partyTypes = [
  { id: 'festa-infantil', label: 'Festa Infantil' },
  { id: 'Corporativo', label: 'Festa Corporativa' },
  { id: 'festa-adulto', label: 'Festa Adulto' },
  { id: 'festa-junina', label: 'Festa Junina' },
  { id: 'outro-tipo', label: 'Outro tipo de evento' },
] as const

export type PartyTypeId = (typeof partyTypes)[number]['id']

export const partyTypeIds = partyTypes.map(({ id }) => id) as [PartyTypeId, ...PartyTypeId[]]

/** "festa-infantil, Corporativo" -> "Festa Infantil, Festa Corporativa"; unknown ids are kept as they are. */
export function partyTypeLabels(stored: string | null | undefined): string {
  if (!stored) return ''
  return stored
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean)
    .map((id) => partyTypes.find((type) => type.id === id)?.label ?? id)
    .join(', ')
}
