/**
 * The party types of the form: ids as stored in "Orcamentos".party_type (the database checks them),
 * labels as the admin shows them, and the field of the quote form's texts (lib/content/fixed-texts.ts)
 * where staff name each one for visitors.
 */
export const partyTypes = [
  { id: 'festa-infantil', label: 'Festa Infantil', text: 'partyChildren' },
  { id: 'Corporativo', label: 'Festa Corporativa', text: 'partyCorporate' },
  { id: 'festa-adulto', label: 'Festa Adulto', text: 'partyAdult' },
  { id: 'festa-junina', label: 'Festa Junina', text: 'partyJunina' },
  { id: 'outro-tipo', label: 'Outro tipo de evento', text: 'partyOther' },
] as const

export type PartyTypeId = (typeof partyTypes)[number]['id']

export const partyTypeIds = partyTypes.map(({ id }) => id) as [PartyTypeId, ...PartyTypeId[]]

/** Each type's name as visitors read it, by id. */
export type PartyTypeNames = Record<PartyTypeId, string>

/** The names staff gave the types in the quote form's texts, by id. */
export const partyTypeNames = (texts: Record<(typeof partyTypes)[number]['text'], string>): PartyTypeNames =>
  Object.fromEntries(partyTypes.map(({ id, text }) => [id, texts[text]])) as PartyTypeNames

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
