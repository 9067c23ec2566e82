import type { Bar } from '@/lib/reports/report'

type Props = {
  id: string
  title: string
  /** What the numbers are, for the figure's description and the table's heading. */
  valueHeading: string
  bars: Bar[]
  /** Bars as shares of 100% (conversion) rather than of the largest value. */
  shares?: boolean
}

const ROW = 36

/**
 * A horizontal bar chart drawn on the server: an SVG image named by its caption and described by a
 * summary, then the same numbers as a table (the fallback for screen readers and for copying).
 * No viewBox: the text keeps its size on a phone, and the bars stretch with the width.
 */
export function BarChart({ id, title, valueHeading, bars, shares = false }: Props) {
  const largest = shares ? 1 : Math.max(1, ...bars.map((bar) => bar.value))
  const summary = bars.map((bar) => `${bar.label}: ${bar.text}`).join('; ')
  return (
    <figure
      aria-labelledby={`${id}-titulo`}
      className="space-y-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-brand-100"
    >
      <figcaption id={`${id}-titulo`} className="font-semibold text-ink">
        {title}
      </figcaption>
      {bars.length === 0 ? (
        <p className="text-sm text-muted">Nenhum dado no período.</p>
      ) : (
        <>
          <svg
            role="img"
            aria-labelledby={`${id}-titulo ${id}-resumo`}
            width="100%"
            height={bars.length * ROW}
            className="block text-[13px]"
          >
            <desc id={`${id}-resumo`}>{summary}</desc>
            {bars.map((bar, index) => {
              const width = `${Math.max(0, Math.min(100, (bar.value / largest) * 100)).toFixed(2)}%`
              const y = index * ROW
              return (
                <g key={bar.key}>
                  <text x="0" y={y + 13} className="fill-ink">
                    {bar.label}
                  </text>
                  <text x="100%" y={y + 13} textAnchor="end" className="fill-muted font-semibold">
                    {bar.text}
                  </text>
                  <rect x="0" y={y + 18} width="100%" height="10" rx="5" className="fill-brand-50" />
                  <rect x="0" y={y + 18} width={width} height="10" rx="5" className="fill-brand-600" />
                </g>
              )
            })}
          </svg>
          <details>
            <summary className="min-h-11 cursor-pointer content-center text-sm font-semibold text-brand-700">
              Ver tabela
            </summary>
            <table className="mt-2 w-full text-left text-sm">
              <caption className="sr-only">{title}</caption>
              <thead>
                <tr className="border-b border-brand-100">
                  <th scope="col" className="py-1 font-semibold">
                    Item
                  </th>
                  <th scope="col" className="py-1 text-right font-semibold">
                    {valueHeading}
                  </th>
                </tr>
              </thead>
              <tbody>
                {bars.map((bar) => (
                  <tr key={bar.key} className="border-b border-brand-50">
                    <th scope="row" className="py-1 font-normal">
                      {bar.label}
                    </th>
                    <td className="py-1 text-right tabular-nums">{bar.text}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </details>
        </>
      )}
    </figure>
  )
}
