import { displayQuote, quoteColumns } from './display'
import { lostReasonLabel } from './lost-reasons'
import { formatDateBR } from '../dates'
import { leadSourceLabel, type LeadSourceChoice } from '../content/lead-sources'
import { statusLabel } from './status'
import type { QuoteRow } from './contract'

// Spreadsheets run cells starting with these as formulas; visitors type these fields.
const FORMULA_START = /^[=+\-@\t\r]/

function cell(value: string) {
  const safe = FORMULA_START.test(value) ? `'${value}` : value
  return `"${safe.replace(/"/g, '""')}"`
}

/** The table's 11 columns, then the pipeline's: status, the newest internal note, the follow-up and where the client came from. */
const headings = [
  ...quoteColumns.map(([, heading]) => heading),
  'Status',
  'Última nota',
  'Próximo contato',
  'Motivo da perda',
  'Como nos conheceu',
]

/** The first line: a UTF-8 BOM (so accents show) and the headings. */
export const csvHeader = () => `\uFEFF${headings.map(cell).join(';')}\r\n`

/** One quote as a CSV line, formatted as the admin table shows it (the lead source by its label in `leadSources`). */
export function csvLine(row: QuoteRow, leadSources: readonly LeadSourceChoice[] = []): string {
  const display = displayQuote(row)
  const followUp = [
    row.next_contact ? formatDateBR(row.next_contact) : '',
    lostReasonLabel(row.lost_reason, row.lost_reason_detail),
    leadSourceLabel(row.lead_source, leadSources),
  ]
  return `${[...quoteColumns.map(([key]) => display[key]), statusLabel(row.status), row.last_note ?? '', ...followUp].map(cell).join(';')}\r\n`
}

/**
 * The quotes as CSV for spreadsheet programs in Brazil: UTF-8 with a BOM, ";" between columns
 * (the pt-BR list separator), the same formatting as the admin table.
 */
export function quotesCsv(rows: QuoteRow[], leadSources: readonly LeadSourceChoice[] = []): string {
  return csvHeader() + rows.map((row) => csvLine(row, leadSources)).join('')
}
