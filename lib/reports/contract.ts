// The report's types (store.ts): quotes received in a period, grouped as public.admin_report groups them.

export type ReportDimension = 'month' | 'party_type' | 'source' | 'lost_reason'

/** Quotes received in the period grouped by one dimension (a lost reason row counts lost quotes). */
export type ReportRow = { dimension: ReportDimension; key: string; quotes: number; won: number; lost: number; guests: number | null }

export type Report = {
  rows: ReportRow[]
  totals: { quotes: number; won: number; lost: number; guests: number | null; wonGuests: number | null; wonValueCents: number | null }
}
