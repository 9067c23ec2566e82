import { displayQuote, quoteColumns } from './display'
import type { QuoteRow } from './contract'

// Spreadsheets run cells starting with these as formulas; visitors type these fields.
const FORMULA_START = /^[=+\-@\t\r]/

function cell(value: string) {
  const safe = FORMULA_START.test(value) ? `'${value}` : value
  return `"${safe.replace(/"/g, '""')}"`
}

/**
 * The quotes as CSV for spreadsheet programs in Brazil: UTF-8 with a BOM (so accents show),
 * ";" between columns (the pt-BR list separator), the same formatting as the admin table.
 */
export function quotesCsv(rows: QuoteRow[]): string {
  const lines = [quoteColumns.map(([, heading]) => cell(heading)), ...rows.map((row) => {
    const display = displayQuote(row)
    return quoteColumns.map(([key]) => cell(display[key]))
  })]
  return `\uFEFF${lines.map((line) => line.join(';')).join('\r\n')}\r\n`
}
