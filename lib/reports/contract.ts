// The report's types (store.ts): quotes received in a period, grouped as public.admin_report groups them.

export type ReportDimension = 'month' | 'party_type' | 'source' | 'lost_reason'

/** Quotes received in the period grouped by one dimension (a lost reason row counts lost quotes). */
export type ReportRow = {
  dimension: ReportDimension
  key: string
  quotes: number
  won: number
  lost: number
  guests: number | null
}

export type Report = {
  rows: ReportRow[]
  /**
   * Every figure leaves out the quotes held as suspect (sent while the site was flooded): `suspect`
   * counts them apart. `wonValueCents` averages the event value of `wonValueCount` of the won quotes.
   */
  totals: {
    quotes: number
    won: number
    lost: number
    guests: number | null
    wonGuests: number | null
    wonValueCents: number | null
    wonValueCount: number
    suspect: number
  }
}
