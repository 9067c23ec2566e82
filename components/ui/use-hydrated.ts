'use client'

import { useSyncExternalStore } from 'react'

const never = () => () => {}

/** False in the server's HTML (and so while scripts have not run, or never will); true once hydrated. */
export const useHydrated = () =>
  useSyncExternalStore(
    never,
    () => true,
    () => false,
  )
