import { statusBadge, statusLabel } from '@/lib/quotes/status'

/** A quote's status as a coloured pill. */
export function StatusBadge({ status }: { status: string }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-bold whitespace-nowrap ring-1 ${statusBadge(status)}`}
    >
      {statusLabel(status)}
    </span>
  )
}
