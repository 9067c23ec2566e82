'use client'

import { useSyncExternalStore } from 'react'

/** Whether a CSS media query matches, kept current; false in the server's HTML. */
export function useMediaQuery(query: string) {
  const subscribe = (onChange: () => void) => {
    const list = window.matchMedia(query)
    list.addEventListener('change', onChange)
    return () => list.removeEventListener('change', onChange)
  }
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  )
}
