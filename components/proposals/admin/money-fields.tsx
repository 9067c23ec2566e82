import { PAYMENT_METHOD_LABELS } from '@/lib/proposals/contract'

const input =
  'min-h-11 w-full rounded-xl border border-brand-200 bg-white px-3 text-base focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none'

type Props = {
  /** The fields' id prefix, unique on the page. */
  id: string
  labels: { amount: string; paidOn: string; method: string }
  values: { amount: string; paidOn: string; method: string }
  today: string
}

/** Money that moved: the amount in reais, the day (today or before) and how, as a payment or a refund records it. */
export function MoneyFields({ id, labels, values, today }: Props) {
  return (
    <div className="grid gap-3 sm:grid-cols-3">
      <div className="space-y-1">
        <label htmlFor={`${id}-valor`} className="block text-sm font-semibold">
          {labels.amount}
        </label>
        <input id={`${id}-valor`} name="amount" inputMode="decimal" defaultValue={values.amount} className={input} />
      </div>
      <div className="space-y-1">
        <label htmlFor={`${id}-data`} className="block text-sm font-semibold">
          {labels.paidOn}
        </label>
        <input id={`${id}-data`} name="paidOn" type="date" max={today} defaultValue={values.paidOn} className={input} />
      </div>
      <div className="space-y-1">
        <label htmlFor={`${id}-forma`} className="block text-sm font-semibold">
          {labels.method}
        </label>
        <select id={`${id}-forma`} name="method" defaultValue={values.method} className={input}>
          {Object.entries(PAYMENT_METHOD_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
    </div>
  )
}
