import type { Metadata } from 'next'
import { AdminHeader } from '@/components/admin/admin-header'
import { BarChart } from '@/components/reports/bar-chart'
import { ReportPeriodForm } from '@/components/reports/report-period-form'
import { ReportTotals } from '@/components/reports/report-totals'
import { quoteReport } from '@/lib/reports/admin-reports'
import { monthLabel } from '@/lib/dates/calendar'
import { reportCharts, reportPeriod } from '@/lib/reports/report'
import { requireAdmin } from '@/lib/auth/guard'
import { getSiteChrome } from '@/lib/content/site'
import { todayInSaoPaulo } from '@/lib/dates'
import { adminLeadSourceChoices } from '@/lib/content/lead-sources'
import { reviewCounts } from '@/lib/contacts/admin-contacts'

export const metadata: Metadata = { title: 'Relatórios' }

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined)

/** The owner's numbers for a period: quotes and conversion per month, per party type and per source, why quotes were lost. */
export default async function ReportsPage({ searchParams }: Props) {
  const admin = await requireAdmin()
  const params = await searchParams
  const period = reportPeriod({ de: one(params.de), ate: one(params.ate) }, todayInSaoPaulo())
  const [report, { settings }, reviews] = await Promise.all([
    quoteReport(period.from, period.to),
    getSiteChrome(),
    reviewCounts(period.from, period.to),
  ])
  const charts = reportCharts(report, period, adminLeadSourceChoices(settings.leadSources))
  return (
    <>
      <AdminHeader email={admin.email} current="relatorios" />
      <main className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6">
        <h2 className="text-xl font-semibold text-ink">
          Relatórios: {monthLabel(period.fromMonth)} a {monthLabel(period.toMonth)}
        </h2>
        <ReportPeriodForm period={period} />
        <p className="text-sm text-muted">
          Pedidos recebidos no período. Conversão: fechados entre os decididos (fechados e perdidos).
        </p>
        <ReportTotals totals={report.totals} />
        <section aria-labelledby="avaliacoes" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-brand-100">
          <h3 id="avaliacoes" className="font-semibold text-ink">
            Avaliações no Google
          </h3>
          <dl className="mt-2 flex flex-wrap gap-x-8 gap-y-2">
            <div>
              <dt className="text-sm text-muted">Pedidas no período</dt>
              <dd className="text-2xl font-semibold">{reviews.requested}</dd>
            </div>
            <div>
              <dt className="text-sm text-muted">Recebidas no período</dt>
              <dd className="text-2xl font-semibold">{reviews.received}</dd>
            </div>
          </dl>
          <p className="mt-2 text-sm text-muted">
            Contadas pelo dia em que foram pedidas (&quot;Pedir avaliação&quot;) e marcadas como recebidas, sejam de
            pedidos de qualquer época.
          </p>
        </section>
        <div className="grid gap-4 lg:grid-cols-2">
          <BarChart id="pedidos-por-mes" title="Pedidos por mês" valueHeading="Pedidos" bars={charts.quotesPerMonth} />
          <BarChart
            id="conversao-por-mes"
            title="Conversão por mês"
            valueHeading="Conversão"
            bars={charts.conversionPerMonth}
            shares
          />
          <BarChart
            id="conversao-por-tipo"
            title="Conversão por tipo de festa"
            valueHeading="Conversão"
            bars={charts.conversionPerPartyType}
            shares
          />
          <BarChart
            id="conversao-por-origem"
            title="Conversão por origem (Como nos conheceu?)"
            valueHeading="Conversão"
            bars={charts.conversionPerSource}
            shares
          />
          <BarChart id="motivos-de-perda" title="Motivos de perda" valueHeading="Perdidos" bars={charts.lostReasons} />
        </div>
      </main>
    </>
  )
}
