'use client'

import { useSyncExternalStore } from 'react'
import { todayInSaoPaulo } from '@/lib/quotes/dates'

const subscribe = () => () => {}

/**
 * Today in São Paulo (YYYY-MM-DD) on the visitor's clock, for the event date's `min`. The page is
 * static, so the server's answer (undefined) is used while hydrating and the browser's right after,
 * without a hydration mismatch. The server action keeps refusing past dates on its own.
 */
export function useTodayInSaoPaulo(): string | undefined {
  return useSyncExternalStore(subscribe, () => todayInSaoPaulo(), () => undefined)
}
