'use client'

import { useCallback, useState, type RefCallback } from 'react'

/**
 * Whether the element has come within `rootMargin` of the viewport (once true, it stays true), for
 * work that only matters near the screen. Returns the ref callback to put on the element: it watches
 * the element from the moment React attaches it, without a render of its own while hydrating.
 */
export function useNearViewport<T extends Element>(rootMargin: string): [RefCallback<T>, boolean] {
  const [near, setNear] = useState(false)
  const watch = useCallback<RefCallback<T>>(
    (element) => {
      if (!element) return
      const observer = new IntersectionObserver(
        ([entry]) => {
          if (!entry?.isIntersecting) return
          setNear(true)
          observer.disconnect()
        },
        { rootMargin },
      )
      observer.observe(element)
      return () => observer.disconnect()
    },
    [rootMargin],
  )
  return [watch, near]
}
