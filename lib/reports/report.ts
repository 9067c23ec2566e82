import { monthBounds, monthOf, shiftMonth, shortMonthLabel } from '../dates/calendar'
import type { Report, ReportDimension, ReportRow } from './contract'
import { lostReasonLabel } from '../quotes/lost-reasons'
import { leadSourceLabel, type LeadSourceChoice } from '../content/lead-sources'
import { partyTypeLabels } from '../quotes/party-types'

/** The report's period: whole months, "de" to "ate" (YYYY-MM), the last 12 months by default, at most 10 years. */
export type ReportPeriod = { fromMonth: string; toMonth: string; from: string; to: string }

export function reportPeriod(params: { de?: string; ate?: string }, today: string): ReportPeriod {
  let toMonth = monthOf(params.ate, today)
  let fromMonth = monthOf(params.de, `${shiftMonth(toMonth, -11)}-01`)
  if (fromMonth > toMonth) [fromMonth, toMonth] = [toMonth, fromMonth]
  if (shiftMonth(fromMonth, 119) < toMonth) fromMonth = shiftMonth(toMonth, -119)
  return { fromMonth, toMonth, from: monthBounds(fromMonth).first, to: monthBounds(toMonth).last }
}

/** One bar: its label, value (a count or a percentage) and the text shown beside it. */
export type Bar = { key: string; label: string; value: number; text: string }

/** won / decided (won + lost), null when nothing was decided yet. */
export const conversion = ({ won, lost }: { won: number; lost: number }) => (won + lost > 0 ? won / (won + lost) : null)

const percent = (share: number) => `${Math.round(share * 100)}%`

const rowsOf = (report: Report, dimension: ReportDimension) => report.rows.filter((row) => row.dimension === dimension)

/** Every month of the period, those without quotes as zero. */
function months(report: Report, period: ReportPeriod): ReportRow[] {
  const found = new Map(rowsOf(report, 'month').map((row) => [row.key, row]))
  const all: ReportRow[] = []
  for (let month = period.fromMonth; month <= period.toMonth; month = shiftMonth(month, 1)) {
    all.push(found.get(month) ?? { dimension: 'month', key: month, quotes: 0, won: 0, lost: 0, guests: null })
  }
  return all
}

const conversionBar = (row: ReportRow, label: string): Bar => {
  const share = conversion(row)
  return {
    key: row.key,
    label,
    value: share ?? 0,
    text: share === null ? 'sem decisões' : `${percent(share)} (${row.won} de ${row.won + row.lost})`,
  }
}

/** The report's charts, each a list of bars in the order shown. */
export function reportCharts(report: Report, period: ReportPeriod, leadSources: readonly LeadSourceChoice[]) {
  const byMonth = months(report, period)
  const biggestFirst = (rows: ReportRow[]) => rows.toSorted((a, b) => b.quotes - a.quotes || a.key.localeCompare(b.key))
  return {
    quotesPerMonth: byMonth.map((row): Bar => ({
      key: row.key,
      label: shortMonthLabel(row.key),
      value: row.quotes,
      text: String(row.quotes),
    })),
    conversionPerMonth: byMonth.map((row) => conversionBar(row, shortMonthLabel(row.key))),
    conversionPerPartyType: biggestFirst(rowsOf(report, 'party_type')).map((row) =>
      conversionBar(row, partyTypeLabels(row.key)),
    ),
    conversionPerSource: biggestFirst(rowsOf(report, 'source')).map((row) =>
      conversionBar(row, row.key ? leadSourceLabel(row.key, leadSources) : 'Não informado'),
    ),
    lostReasons: biggestFirst(rowsOf(report, 'lost_reason')).map((row): Bar => ({
      key: row.key,
      label: row.key ? lostReasonLabel(row.key) : 'Sem motivo registrado',
      value: row.lost,
      text: String(row.lost),
    })),
  }
}
