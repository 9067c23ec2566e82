/** The stages a quote goes through until it is won or lost, as stored in "Orcamentos".status. */
export const quoteStatuses = [
  { id: 'novo', label: 'Novo', badge: 'bg-sky-100 text-sky-900 ring-sky-300' },
  { id: 'em_contato', label: 'Em contato', badge: 'bg-amber-100 text-amber-900 ring-amber-300' },
  { id: 'orcamento_enviado', label: 'Orçamento enviado', badge: 'bg-violet-100 text-violet-900 ring-violet-300' },
  { id: 'fechado', label: 'Fechado (ganho)', badge: 'bg-emerald-100 text-emerald-900 ring-emerald-300' },
  { id: 'perdido', label: 'Perdido', badge: 'bg-stone-200 text-stone-800 ring-stone-300' },
  // Arrived while the site was flooded: kept apart, its e-mail held, until someone looks at it.
  { id: 'suspeito', label: 'Suspeito', badge: 'bg-red-100 text-red-900 ring-red-300' },
] as const

export type QuoteStatus = (typeof quoteStatuses)[number]['id']

export const quoteStatusIds = quoteStatuses.map(({ id }) => id) as [QuoteStatus, ...QuoteStatus[]]

export const isQuoteStatus = (value: unknown): value is QuoteStatus =>
  typeof value === 'string' && (quoteStatusIds as string[]).includes(value)

const byId = (status: string) => quoteStatuses.find(({ id }) => id === status)

/** "em_contato" -> "Em contato"; an unknown value is shown as it is. */
export const statusLabel = (status: string) => byId(status)?.label ?? status

/** The badge's colour classes (text on a light fill, readable in both themes of the table and the cards). */
export const statusBadge = (status: string) => byId(status)?.badge ?? 'bg-white text-ink ring-brand-200'
