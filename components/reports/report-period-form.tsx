import type { ReportPeriod } from '@/lib/reports/report'

const field =
  'mt-1 block min-h-11 rounded-xl border border-brand-200 bg-white px-3 focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none'

/** The period, from one month to another: a GET form, so the report's address says what it shows. */
export function ReportPeriodForm({ period }: { period: ReportPeriod }) {
  return (
    <form
      action="/admin/relatorios"
      method="get"
      className="flex flex-wrap items-end gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-brand-100"
    >
      <div>
        <label htmlFor="relatorio-de" className="block text-sm font-semibold">
          De (mês)
        </label>
        <input
          id="relatorio-de"
          name="de"
          type="month"
          defaultValue={period.fromMonth}
          pattern="\d{4}-\d{2}"
          placeholder="2026-01"
          className={field}
        />
      </div>
      <div>
        <label htmlFor="relatorio-ate" className="block text-sm font-semibold">
          Até (mês)
        </label>
        <input
          id="relatorio-ate"
          name="ate"
          type="month"
          defaultValue={period.toMonth}
          pattern="\d{4}-\d{2}"
          placeholder="2026-12"
          className={field}
        />
      </div>
      <button type="submit" className="min-h-11 rounded-full bg-brand-600 px-5 font-bold text-white hover:bg-brand-700">
        Ver período
      </button>
    </form>
  )
}
