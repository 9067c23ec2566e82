'use client'

import { useCallback, useEffect, useRef, useState } from 'react'

/** The first slide wholly in view, and whether the track can move no further forward. */
function position(track: HTMLElement) {
  const width = (track.firstElementChild as HTMLElement | null)?.offsetWidth || 1
  return {
    index: Math.round(track.scrollLeft / width),
    atEnd: track.scrollLeft + track.clientWidth >= track.scrollWidth - 1,
    width,
  }
}

/**
 * A carousel's scroll-snap track as a script moves it: the ref for the track, the slide in view (kept
 * as the visitor scrolls), a jump to any slide and a step either way, both looping around the ends.
 * A tuple, as useState returns: the carousel is on every public page, and named fields cost bytes.
 */
export function useCarouselTrack(reducedMotion: boolean) {
  const track = useRef<HTMLUListElement>(null)
  const [index, setIndex] = useState(0)

  const scrollToSlide = useCallback(
    (target: number) => {
      const element = track.current
      if (!element) return
      const { width } = position(element)
      const count = element.children.length
      element.scrollTo({ left: ((target + count) % count) * width, behavior: reducedMotion ? 'instant' : 'smooth' })
    },
    [reducedMotion],
  )
  const step = useCallback(
    (direction: 1 | -1) => {
      const element = track.current
      if (!element) return
      const { index: current, atEnd } = position(element)
      // Past the end the track comes back to the first slide, before the first it goes to the end.
      if (direction === 1 && atEnd) scrollToSlide(0)
      else if (direction === -1 && current === 0)
        element.scrollTo({ left: element.scrollWidth, behavior: reducedMotion ? 'instant' : 'smooth' })
      else scrollToSlide(current + direction)
    },
    [scrollToSlide, reducedMotion],
  )

  useEffect(() => {
    const element = track.current
    if (!element) return
    let frame = 0
    const onScroll = () => {
      cancelAnimationFrame(frame)
      frame = requestAnimationFrame(() => setIndex(position(element).index))
    }
    element.addEventListener('scroll', onScroll, { passive: true })
    return () => {
      cancelAnimationFrame(frame)
      element.removeEventListener('scroll', onScroll)
    }
  }, [])

  return [track, index, scrollToSlide, step] as const
}
