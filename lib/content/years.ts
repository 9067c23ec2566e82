/** The placeholder staff write in plain-text fields where the years of experience go ("Há {anos} …"). */
export const YEARS_PLACEHOLDER = '{anos}'

const saoPauloYear = new Intl.DateTimeFormat('en-US', { timeZone: 'America/Sao_Paulo', year: 'numeric' })

/** Whole years since the founding year, the calendar year taken in São Paulo time. */
export function yearsOfExperience(foundedYear: number, now: Date = new Date()): number {
  return Number(saoPauloYear.format(now)) - foundedYear
}

/** "21 anos" (or only "21"): how the placeholder reads on the site. */
export function yearsLabel(
  foundedYear: number,
  { withWord = true, now = new Date() }: { withWord?: boolean; now?: Date } = {},
): string {
  const years = yearsOfExperience(foundedYear, now)
  if (!withWord) return String(years)
  return `${years} ${years === 1 ? 'ano' : 'anos'}`
}

/** A plain text with every {anos} replaced by the current years of experience ("21 anos"). */
export function withYears(text: string, foundedYear: number, now: Date = new Date()): string {
  return text.replaceAll(YEARS_PLACEHOLDER, yearsLabel(foundedYear, { now }))
}
