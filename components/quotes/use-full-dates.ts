'use client'

import { useEffect, useState } from 'react'

/**
 * Whether `date` is probably taken, from GET /api/datas-ocupadas (dates only), fetched once the
 * visitor first picks a date. Unknown (false) until it answers or when it fails: the note is a hint,
 * never a reason not to send.
 */
export function useFullDate(date: string): boolean {
  const [full, setFull] = useState<ReadonlySet<string> | null>(null)
  const wanted = date !== ''
  useEffect(() => {
    if (!wanted || full) return
    let live = true
    fetch('/api/datas-ocupadas')
      .then((response) => (response.ok ? (response.json() as Promise<{ dates: string[] }>) : { dates: [] }))
      .then(
        ({ dates }) => live && setFull(new Set(dates)),
        () => {},
      )
    return () => {
      live = false
    }
  }, [wanted, full])
  return full?.has(date) ?? false
}
