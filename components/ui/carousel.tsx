'use client'

import { Children, useCallback, useEffect, useRef, useState, useSyncExternalStore, type CSSProperties, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react'
import { useNearViewport } from './use-near-viewport'

// A carousel is a CSS scroll-snap track: it moves with a finger, a trackpad or the keyboard before
// any script runs (or without one). Its dots are links to the slides, and in browsers that draw
// scroll buttons (::scroll-button, Chromium 135+) its arrows are the browser's own. Once the script
// runs it adds what HTML cannot: autoplay, arrows that loop around, the current dot, and dots that
// scroll the track without moving the page.

type Props = {
  /** Accessible name of the carousel region. */
  label: string
  /** Prefix of the slides' ids, which the dots link to; unique on the page. */
  id: string
  children: ReactNode
  /** Tailwind width classes of one slide per breakpoint (e.g. "w-full md:w-1/3"). */
  slideClassName: string
  /** Milliseconds between automatic advances; omitted means no autoplay. */
  autoplayMs?: number
  showArrows?: boolean
  showDots?: boolean
  className?: string
  /**
   * Tailwind classes (md: and up) that lay the slides out as a grid from 768 px. The carousel then
   * runs on phones only, over the same markup, so each slide is rendered and downloaded once.
   */
  gridClassName?: string
}

const DOT_PX = 24
const DOT_GAP_PX = 4
const ARROW_GAP_PX = 16

const noSubscription = () => () => {}

function useMediaQuery(query: string) {
  const subscribe = (onChange: () => void) => {
    const list = window.matchMedia(query)
    list.addEventListener('change', onChange)
    return () => list.removeEventListener('change', onChange)
  }
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches, () => false)
}

const slideId = (id: string, index: number) => `${id}-slide-${index + 1}`

/** The first slide wholly in view, and whether the track can move no further forward. */
function position(track: HTMLElement) {
  const width = (track.firstElementChild as HTMLElement | null)?.offsetWidth || 1
  return { index: Math.round(track.scrollLeft / width), atEnd: track.scrollLeft + track.clientWidth >= track.scrollWidth - 1, width }
}

function ArrowIcon({ direction }: { direction: 'prev' | 'next' }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round">
      <path d={direction === 'prev' ? 'M15 18l-6-6 6-6' : 'M9 6l6 6-6 6'} />
    </svg>
  )
}

/** A looping carousel that works before its script, announced to screen readers, pausing for hover, focus, touch and reduced motion. */
export function Carousel({ label, id, children, slideClassName, autoplayMs, showArrows = true, showDots = false, className = '', gridClassName }: Props) {
  const slides = Children.toArray(children)
  const phone = useMediaQuery('(max-width: 767.98px)')
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)')
  // Hydrated: the script's arrows replace the browser's (the same place), and they loop.
  const enhanced = useSyncExternalStore(noSubscription, () => true, () => false)
  const active = !gridClassName || phone
  const track = useRef<HTMLUListElement>(null)
  const [index, setIndex] = useState(0)
  const [held, setHeld] = useState(false)
  const [region, near] = useNearViewport<HTMLDivElement>('0px')

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
      else if (direction === -1 && current === 0) element.scrollTo({ left: element.scrollWidth, behavior: reducedMotion ? 'instant' : 'smooth' })
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

  const playing = active && near && !!autoplayMs && !reducedMotion && !held
  useEffect(() => {
    if (!playing) return
    const turn = window.setInterval(() => {
      if (document.visibilityState === 'visible') step(1)
    }, autoplayMs)
    return () => window.clearInterval(turn)
  }, [playing, autoplayMs, step])

  const onKeyDown = (event: KeyboardEvent) => {
    if (!active || (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight')) return
    event.preventDefault()
    step(event.key === 'ArrowRight' ? 1 : -1)
  }
  const onDot = (event: MouseEvent<HTMLAnchorElement>, dot: number) => {
    event.preventDefault()
    scrollToSlide(dot)
  }

  const controls = (showArrows || showDots) && slides.length > 1
  // Where the arrows sit, each side of the dots: the browser's scroll buttons and the script's share it.
  const dotsWidth = showDots ? slides.length * DOT_PX + (slides.length - 1) * DOT_GAP_PX : 0
  const style = { '--carousel-arrow-inset': `${showDots ? dotsWidth / 2 + ARROW_GAP_PX : ARROW_GAP_PX / 2}px` } as CSSProperties
  return (
    <div
      ref={region}
      role="region"
      aria-roledescription={active ? 'carrossel' : undefined}
      aria-label={label}
      className={`carousel ${className}`}
      style={style}
      data-enhanced={enhanced ? '' : undefined}
      onKeyDown={onKeyDown}
      onFocus={() => setHeld(true)}
      onBlur={(event) => !event.currentTarget.contains(event.relatedTarget) && setHeld(false)}
      onPointerEnter={(event) => event.pointerType === 'mouse' && setHeld(true)}
      onPointerLeave={(event) => event.pointerType === 'mouse' && setHeld(false)}
      onTouchStart={() => setHeld(true)}
    >
      <ul ref={track} tabIndex={0} className={`carousel-track ${showArrows && slides.length > 1 ? 'carousel-scroll-buttons' : ''} ${gridClassName ? `carousel-grid md:overflow-visible ${gridClassName}` : ''}`}>
        {slides.map((slide, slideIndex) => (
          <li key={slideIndex} id={slideId(id, slideIndex)} className={`carousel-slide ${slideClassName}`}>
            {slide}
          </li>
        ))}
      </ul>
      {controls ? (
        <div className={`carousel-controls ${gridClassName ? 'md:hidden' : ''}`}>
          {showArrows && enhanced ? (
            <>
              <button type="button" onClick={() => step(-1)} className="carousel-arrow carousel-arrow-prev">
                <span className="sr-only">Slide anterior</span>
                <ArrowIcon direction="prev" />
              </button>
              <button type="button" onClick={() => step(1)} className="carousel-arrow carousel-arrow-next">
                <span className="sr-only">Próximo slide</span>
                <ArrowIcon direction="next" />
              </button>
            </>
          ) : null}
          {showDots ? (
            <div className="flex items-center gap-1">
              {slides.map((_, dot) => (
                <a key={dot} href={`#${slideId(id, dot)}`} onClick={(event) => onDot(event, dot)} aria-current={index === dot ? 'true' : undefined} className="carousel-dot">
                  <span className="sr-only">Ir para o slide {dot + 1}</span>
                  <span aria-hidden="true" />
                </a>
              ))}
            </div>
          ) : null}
        </div>
      ) : null}
    </div>
  )
}
