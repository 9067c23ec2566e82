'use client'

import { Children, lazy, Suspense, useEffect, useMemo, useRef, useState, useSyncExternalStore, type FocusEvent, type KeyboardEvent, type ReactNode, type TouchEvent } from 'react'
import type { Swiper as SwiperInstance } from 'swiper'
import { useHydrated } from './use-hydrated'
import { useNearViewport } from './use-near-viewport'

// Swiper is most of a carousel's weight (about 25 KB gzipped), and a carousel needs it only to move.
// Its chunk is fetched when the carousel first has to: its first autoplay turn, or the visitor
// reaching for it (pointer, touch, focus). Until then the slides are the same markup, standing still.
const SwiperTrack = lazy(() => import('./swiper-track').then(({ SwiperTrack }) => ({ default: SwiperTrack })))

type Props = {
  /** Accessible name of the carousel region. */
  label: string
  children: ReactNode
  /**
   * Tailwind width classes of one slide per breakpoint (e.g. "w-full md:w-1/3"). Widths come from
   * CSS rather than Swiper options so the server render already has the final layout (no shift).
   */
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

function useMediaQuery(query: string) {
  const subscribe = (onChange: () => void) => {
    const list = window.matchMedia(query)
    list.addEventListener('change', onChange)
    return () => list.removeEventListener('change', onChange)
  }
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches, () => false)
}

function ArrowButton({ direction, disabled, onClick }: { direction: 'prev' | 'next'; disabled: boolean; onClick: () => void }) {
  return (
    <button type="button" disabled={disabled} onClick={onClick} className="carousel-arrow">
      <span className="sr-only">{direction === 'prev' ? 'Slide anterior' : 'Próximo slide'}</span>
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round">
        <path d={direction === 'prev' ? 'M15 18l-6-6 6-6' : 'M9 6l6 6-6 6'} />
      </svg>
    </button>
  )
}

/** A looping Swiper carousel operable by keyboard, announced to screen readers, pausing for hover, focus and reduced motion. */
export function Carousel({ label, children, slideClassName, autoplayMs, showArrows = true, showDots = false, className = '', gridClassName }: Props) {
  // The same slide elements on every render, so React skips their content when the carousel's own state changes.
  const slides = useMemo(() => Children.toArray(children), [children])
  // The server renders the grid; below 768 px the client turns the same slides into a carousel.
  const phone = useMediaQuery('(max-width: 767.98px)')
  const active = !gridClassName || phone
  const [instance, setSwiper] = useState<SwiperInstance | null>(null)
  const swiper = active ? instance : null
  const [index, setIndex] = useState(0)
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)')
  // Arrows and dots move the slides from script, which runs after the page's photo: disabled until then.
  const hydrated = useHydrated()
  const [region, near] = useNearViewport<HTMLDivElement>('0px')
  const [wanted, setWanted] = useState(false)
  // Moves asked for before Swiper arrived (a click on an arrow, a swipe), made once it has.
  const queued = useRef<Array<(swiper: SwiperInstance) => void>>([])
  const touchStart = useRef<{ x: number; y: number } | null>(null)

  const move = (action: (swiper: SwiperInstance) => void) => {
    if (swiper) return action(swiper)
    queued.current.push(action)
    setWanted(true)
  }

  // The first autoplay turn is the moment Swiper is needed; Swiper's own autoplay takes over from there.
  const still = !autoplayMs || reducedMotion || hovered || focused
  const waiting = active && near && !swiper && !still
  useEffect(() => {
    if (!waiting) return
    const turn = window.setTimeout(() => {
      queued.current.push((instance) => instance.slideNext())
      setWanted(true)
    }, autoplayMs)
    return () => window.clearTimeout(turn)
  }, [waiting, autoplayMs])

  // Swiper's own pause() resumes after the next transition, so hover and focus stop autoplay outright.
  useEffect(() => {
    if (!swiper || !autoplayMs) return
    if (reducedMotion || hovered || focused) swiper.autoplay.stop()
    else if (!swiper.autoplay.running) swiper.autoplay.start()
  }, [swiper, autoplayMs, reducedMotion, hovered, focused])

  const sync = (instance: SwiperInstance) => setIndex(instance.realIndex)
  const onSwiper = (instance: SwiperInstance) => {
    setSwiper(instance)
    sync(instance)
    for (const action of queued.current.splice(0)) action(instance)
  }
  const onBlur = (event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false)
  }
  // Before Swiper arrives the slides are the same markup, laid out by Swiper's CSS, so nothing moves;
  // the first is marked current as Swiper marks it. As a grid they are a list.
  const [Track, Slide] = gridClassName ? (['ul', 'li'] as const) : (['div', 'div'] as const)
  const staticTrack = (
    <div className={`swiper touch-pan-y ${gridClassName ? 'md:overflow-visible' : ''}`}>
      <Track className={`swiper-wrapper ${gridClassName ?? ''}`}>
        {slides.map((slide, index) => (
          <Slide key={index} className={`swiper-slide ${index === 0 ? 'swiper-slide-active' : ''} ${slideClassName}`} data-swiper-slide-index={index}>
            {slide}
          </Slide>
        ))}
      </Track>
    </div>
  )
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') move((instance) => instance.slidePrev())
    else if (event.key === 'ArrowRight') move((instance) => instance.slideNext())
    else return
    event.preventDefault()
  }
  // Once Swiper runs it follows the finger itself. Before, a swipe is read here and made on arrival;
  // Swiper is asked for only as the touch ends, because its markup replacing the slides mid-gesture
  // would take the rest of the touch away from this element.
  const onTouchStart = (event: TouchEvent) => {
    const touch = event.touches[0]
    touchStart.current = !swiper && touch ? { x: touch.clientX, y: touch.clientY } : null
  }
  const onTouchEnd = (event: TouchEvent) => {
    const touch = event.changedTouches[0]
    const start = touchStart.current
    touchStart.current = null
    if (!start || !touch) return
    setWanted(true)
    const dx = touch.clientX - start.x
    if (Math.abs(dx) > 30 && Math.abs(dx) > Math.abs(touch.clientY - start.y)) move((instance) => (dx < 0 ? instance.slideNext() : instance.slidePrev()))
  }

  return (
    <div
      ref={region}
      role="region"
      aria-roledescription={active ? 'carrossel' : undefined}
      aria-label={label}
      className={`relative ${className}`}
      onKeyDown={onKeyDown}
      onFocus={() => {
        setFocused(true)
        setWanted(true)
      }}
      onBlur={onBlur}
      onPointerEnter={(event) => {
        if (event.pointerType !== 'mouse') return
        setHovered(true)
        setWanted(true)
      }}
      onPointerLeave={(event) => event.pointerType === 'mouse' && setHovered(false)}
      onTouchStart={active ? onTouchStart : undefined}
      onTouchEnd={active ? onTouchEnd : undefined}
    >
      {wanted && active ? (
        <Suspense fallback={staticTrack}>
          <SwiperTrack
            slides={slides}
            slideClassName={slideClassName}
            autoplayMs={autoplayMs}
            reducedMotion={reducedMotion}
            onSwiper={onSwiper}
            onSlideChange={sync}
          />
        </Suspense>
      ) : (
        staticTrack
      )}
      {(showArrows || showDots) && slides.length > 1 ? (
        <div className={`mt-4 flex items-center justify-center gap-4 ${gridClassName ? 'md:hidden' : ''}`}>
          {showArrows ? <ArrowButton direction="prev" disabled={!hydrated} onClick={() => move((instance) => instance.slidePrev())} /> : null}
          {showDots ? (
            <div className="flex items-center gap-1">
              {slides.map((_, dot) => (
                <button
                  key={dot}
                  type="button"
                  disabled={!hydrated}
                  onClick={() => move((instance) => instance.slideToLoop(dot))}
                  aria-current={index === dot ? 'true' : undefined}
                  className="carousel-dot"
                >
                  <span className="sr-only">Ir para o slide {dot + 1}</span>
                  <span aria-hidden="true" />
                </button>
              ))}
            </div>
          ) : null}
          {showArrows ? <ArrowButton direction="next" disabled={!hydrated} onClick={() => move((instance) => instance.slideNext())} /> : null}
        </div>
      ) : null}
    </div>
  )
}
