// "Como nos conheceu?": the site settings name the choices; a quote stores the choice's slug, so a
// label's accents or capitals never split one source in two ("Indicação" -> "indicacao").

export type LeadSourceChoice = { value: string; label: string }

/** "Indicação de amigo" -> "indicacao-de-amigo" (at most 40 characters, as the database allows). */
export function leadSourceSlug(label: string): string {
  return label
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 40)
    .replace(/^-+|-+$/g, '')
}

/** The site settings' labels as form choices: blank ones and repeated slugs left out. */
export function leadSourceChoices(labels: readonly (string | null)[] | null | undefined): LeadSourceChoice[] {
  const seen = new Set<string>()
  return (labels ?? []).flatMap((label) => {
    const value = leadSourceSlug(label ?? '')
    if (!value || seen.has(value)) return []
    seen.add(value)
    return [{ value, label: label!.trim() }]
  })
}

/** A stored slug as its label today, or the slug itself when the choice was renamed or removed. */
export const leadSourceLabel = (value: string | null, choices: readonly LeadSourceChoice[]) =>
  value ? (choices.find((choice) => choice.value === value)?.label ?? value) : ''

/** Where a quote taken in the admin came from: the site settings' choices, plus WhatsApp, Telefone and Indicação when they lack them. */
export const adminLeadSourceChoices = (labels: readonly (string | null)[] | null | undefined) =>
  leadSourceChoices([...(labels ?? []), 'WhatsApp', 'Telefone', 'Indicação'])
