'use client'

import { useEffect, useState, type FocusEvent, type PointerEvent } from 'react'

/**
 * Steps a carousel forward every `everyMs` while `allowed`, skipping turns while the tab is hidden.
 * It holds still while the visitor is on it (mouse over it, focus inside it, or after a touch):
 * spread the returned handlers on the carousel's region.
 */
export function useAutoplay(step: (direction: 1) => void, everyMs: number | undefined, allowed: boolean) {
  const [held, setHeld] = useState(false)
  const playing = allowed && !!everyMs && !held
  useEffect(() => {
    if (!playing) return
    const turn = window.setInterval(() => {
      if (document.visibilityState === 'visible') step(1)
    }, everyMs)
    return () => window.clearInterval(turn)
  }, [playing, everyMs, step])
  return {
    onFocus: () => setHeld(true),
    onBlur: (event: FocusEvent<HTMLElement>) => !event.currentTarget.contains(event.relatedTarget) && setHeld(false),
    onPointerEnter: (event: PointerEvent<HTMLElement>) => event.pointerType === 'mouse' && setHeld(true),
    onPointerLeave: (event: PointerEvent<HTMLElement>) => event.pointerType === 'mouse' && setHeld(false),
    onTouchStart: () => setHeld(true),
  }
}
