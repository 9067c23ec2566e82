'use client'

import Link from 'next/link'
import { useState, type ComponentProps } from 'react'

/**
 * A Link that prefetches its page when the visitor shows intent (pointer over it, a touch, keyboard
 * focus) rather than as soon as it scrolls into view. On a phone, scrolling past the footer would
 * otherwise fetch some twenty pages, with their preloaded photos, over the visitor's data plan.
 */
export function IntentLink({ onPointerEnter, onTouchStart, onFocus, ...props }: ComponentProps<typeof Link>) {
  const [intent, setIntent] = useState(false)
  return (
    <Link
      {...props}
      // null is Next's default prefetching, which starts at once for a link already on screen.
      prefetch={intent ? null : false}
      onPointerEnter={(event) => {
        setIntent(true)
        onPointerEnter?.(event)
      }}
      onTouchStart={(event) => {
        setIntent(true)
        onTouchStart?.(event)
      }}
      onFocus={(event) => {
        setIntent(true)
        onFocus?.(event)
      }}
    />
  )
}
