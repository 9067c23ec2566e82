import Link from 'next/link'
import type { AuditEntry } from '@/lib/audit/contract'
import { auditActionLabel } from '@/lib/audit/labels'
import { formatDateTimeBR } from '@/lib/dates'

/** A subject such as 'orcamento:42' links to the quote; others are shown as stored. */
function Subject({ subject }: { subject: string | null }) {
  const quote = subject ? /^orcamento:(\d+)$/.exec(subject)?.[1] : undefined
  if (quote)
    return (
      <Link href={`/admin/orcamentos/${quote}`} className="text-brand-800 underline">
        Orçamento #{quote}
      </Link>
    )
  return <>{subject ?? '-'}</>
}

const detailText = (detail: Record<string, unknown>) =>
  Object.keys(detail).length === 0 ? '-' : JSON.stringify(detail)

/** The audit rows: when, who (the system for the daily job), what, on what, with which details. */
export function AuditTable({ entries }: { entries: AuditEntry[] }) {
  return (
    <div className="overflow-x-auto rounded-2xl bg-white shadow ring-1 ring-brand-100">
      <table className="w-full text-left text-sm">
        <thead className="bg-brand-700 text-white">
          <tr>
            {['Data e hora', 'Quem', 'Ação', 'Referência', 'Detalhes'].map((heading) => (
              <th key={heading} scope="col" className="px-3 py-3 font-semibold whitespace-nowrap">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id} className="align-top even:bg-brand-50/40 [&+tr]:border-t [&+tr]:border-brand-100">
              <td className="px-3 py-2 whitespace-nowrap">{formatDateTimeBR(entry.at)}</td>
              <td className="px-3 py-2 [overflow-wrap:anywhere]">{entry.actor_email ?? 'Sistema'}</td>
              <td className="px-3 py-2">{auditActionLabel(entry.action)}</td>
              <td className="px-3 py-2 whitespace-nowrap">
                <Subject subject={entry.subject} />
              </td>
              <td className="max-w-md px-3 py-2 font-mono text-xs [overflow-wrap:anywhere]">
                {detailText(entry.detail)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
