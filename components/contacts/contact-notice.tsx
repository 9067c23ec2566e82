import { contactNotice } from '@/lib/contacts/notices'

/** What the last one-tap outcome or review action did (or why it could not). */
export function ContactNotice({ query }: { query: Record<string, string | string[] | undefined> }) {
  const notice = contactNotice(query)
  if (!notice) return null
  return (
    <p
      role={notice.problem ? 'alert' : 'status'}
      className={`rounded-xl p-3 font-semibold ring-1 ${notice.problem ? 'bg-red-50 text-red-800 ring-red-200' : 'bg-emerald-50 text-emerald-900 ring-emerald-200'}`}
    >
      {notice.text}
    </p>
  )
}
