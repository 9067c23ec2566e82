'use client'

import { useEffect, useState, type RefObject } from 'react'
import { todayInSaoPaulo } from '@/lib/dates'
import { prepareToasts } from '@/components/ui/toast'

/**
 * What the form readies on the visitor's first focus rather than with the page: the toasts, the
 * schema check and the date picker's first day. The browser builds São Paulo's calendar only then,
 * because its time-zone data costs ~30 ms of main thread the first time.
 */
export function useFormPreparation(form: RefObject<HTMLFormElement | null>, prepareValidator: () => void) {
  const [today, setToday] = useState<string>()
  const prepare = () => {
    prepareToasts()
    prepareValidator()
    setToday(todayInSaoPaulo())
  }
  // The visitor's first focus may have come before the form hydrated (it is what fetched the form).
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- one render more, only when that focus came first
    if (form.current?.contains(document.activeElement)) prepare()
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, for the focus hydration found
  }, [])
  return { today, prepare }
}
