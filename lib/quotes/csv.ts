import { displayQuote, quoteColumns } from './display'
import { statusLabel } from './status'
import type { QuoteRow } from './contract'

// Spreadsheets run cells starting with these as formulas; visitors type these fields.
const FORMULA_START = /^[=+\-@\t\r]/

function cell(value: string) {
  const safe = FORMULA_START.test(value) ? `'${value}` : value
  return `"${safe.replace(/"/g, '""')}"`
}

/** The table's 11 columns, then the pipeline's: status and the newest internal note. */
const headings = [...quoteColumns.map(([, heading]) => heading), 'Status', 'Última nota']

/** The first line: a UTF-8 BOM (so accents show) and the headings. */
export const csvHeader = () => `\uFEFF${headings.map(cell).join(';')}\r\n`

/** One quote as a CSV line, formatted as the admin table shows it. */
export function csvLine(row: QuoteRow): string {
  const display = displayQuote(row)
  return `${[...quoteColumns.map(([key]) => display[key]), statusLabel(row.status), row.last_note ?? ''].map(cell).join(';')}\r\n`
}

/**
 * The quotes as CSV for spreadsheet programs in Brazil: UTF-8 with a BOM, ";" between columns
 * (the pt-BR list separator), the same formatting as the admin table.
 */
export function quotesCsv(rows: QuoteRow[]): string {
  return csvHeader() + rows.map(csvLine).join('')
}
