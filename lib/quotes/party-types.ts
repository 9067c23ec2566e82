/**
 * The party types of the form: ids as stored in "Orcamentos".party_type (the database checks them),
 * labels as the admin shows them (visitors read the names staff give them: lib/content/site.ts).
 */
export const partyTypes = [
  { id: 'festa-infantil', label: 'Festa Infantil' },
  { id: 'Corporativo', label: 'Festa Corporativa' },
  { id: 'festa-adulto', label: 'Festa Adulto' },
  { id: 'festa-junina', label: 'Festa Junina' },
  { id: 'outro-tipo', label: 'Outro tipo de evento' },
] as const

export type PartyTypeId = (typeof partyTypes)[number]['id']

export const partyTypeIds = partyTypes.map(({ id }) => id) as [PartyTypeId, ...PartyTypeId[]]

/** Each type's name as visitors read it, by id. */
export type PartyTypeNames = Record<PartyTypeId, string>

/**
 * "festa-infantil, Corporativo" -> "Festa Infantil, Festa Corporativa" (the admin's labels, or the
 * names given); unknown ids are kept as they are.
 */
export function partyTypeLabels(stored: string | null | undefined, names?: PartyTypeNames): string {
  if (!stored) return ''
  return stored
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean)
    .map((id) => {
      const type = partyTypes.find((candidate) => candidate.id === id)
      return type ? (names?.[type.id] ?? type.label) : id
    })
    .join(', ')
}
