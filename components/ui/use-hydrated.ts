'use client'

import { useSyncExternalStore } from 'react'

const never = () => () => {}

/** False in the server's HTML (and while scripts have not run); true once hydrated: for controls only a script can work (print, copy), never to hold back a native one. */
export const useHydrated = () =>
  useSyncExternalStore(
    never,
    () => true,
    () => false,
  )
