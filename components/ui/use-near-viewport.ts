'use client'

import { useEffect, useState } from 'react'

/**
 * Whether the element has come within `rootMargin` of the viewport (once true, it stays true), for
 * work that only matters near the screen. Returns the ref callback to put on the element.
 */
export function useNearViewport<T extends Element>(rootMargin: string): [(element: T | null) => void, boolean] {
  const [element, setElement] = useState<T | null>(null)
  const [near, setNear] = useState(false)
  useEffect(() => {
    if (!element || near) return
    const observer = new IntersectionObserver(([entry]) => entry?.isIntersecting && setNear(true), { rootMargin })
    observer.observe(element)
    return () => observer.disconnect()
  }, [element, near, rootMargin])
  return [setElement, near]
}
