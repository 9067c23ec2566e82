'use client'

import { Children, lazy, Suspense, useEffect, useState, useSyncExternalStore, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react'
import type { Swiper as SwiperInstance } from 'swiper'
import { useNearViewport } from './use-near-viewport'

// Swiper is most of a carousel's weight and every carousel sits below the fold (the Instagram strip
// is on every page), so its chunk is fetched only when a carousel comes near the viewport.
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
  loop?: boolean
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

function ArrowButton({ direction, onClick, disabled }: { direction: 'prev' | 'next'; onClick: () => void; disabled: boolean }) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      className="carousel-arrow"
    >
      <span className="sr-only">{direction === 'prev' ? 'Slide anterior' : 'Próximo slide'}</span>
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round">
        <path d={direction === 'prev' ? 'M15 18l-6-6 6-6' : 'M9 6l6 6-6 6'} />
      </svg>
    </button>
  )
}

/** A Swiper carousel operable by keyboard, announced to screen readers, pausing for hover, focus and reduced motion. */
export function Carousel({ label, children, slideClassName, loop = false, autoplayMs, showArrows = true, showDots = false, className = '', gridClassName }: Props) {
  const slides = Children.toArray(children)
  // The server renders the grid; below 768 px the client turns the same slides into a carousel.
  const phone = useMediaQuery('(max-width: 767.98px)')
  const active = !gridClassName || phone
  const [instance, setSwiper] = useState<SwiperInstance | null>(null)
  const swiper = active ? instance : null
  const [state, setState] = useState({ index: 0, atStart: true, atEnd: slides.length <= 1 })
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)')
  const [region, near] = useNearViewport<HTMLDivElement>('300px 0px')

  // Swiper's own pause() resumes after the next transition, so hover and focus stop autoplay outright.
  useEffect(() => {
    if (!swiper || !autoplayMs) return
    if (reducedMotion || hovered || focused) swiper.autoplay.stop()
    else if (!swiper.autoplay.running) swiper.autoplay.start()
  }, [swiper, autoplayMs, reducedMotion, hovered, focused])

  const sync = (instance: SwiperInstance) => setState({ index: instance.realIndex, atStart: instance.isBeginning, atEnd: instance.isEnd })
  const onBlur = (event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false)
  }
  // Before Swiper arrives the slides are the same markup, laid out by Swiper's CSS, so nothing moves.
  // As a grid they are a list.
  const [Track, Slide] = gridClassName ? (['ul', 'li'] as const) : (['div', 'div'] as const)
  const staticTrack = (
    <div className={`swiper ${gridClassName ? 'md:overflow-visible' : ''}`}>
      <Track className={`swiper-wrapper ${gridClassName ?? ''}`}>
        {slides.map((slide, index) => (
          <Slide key={index} className={`swiper-slide ${slideClassName}`}>
            {slide}
          </Slide>
        ))}
      </Track>
    </div>
  )
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') swiper?.slidePrev()
    else if (event.key === 'ArrowRight') swiper?.slideNext()
    else return
    event.preventDefault()
  }

  return (
    <div
      ref={region}
      role="region"
      aria-roledescription={active ? 'carrossel' : undefined}
      aria-label={label}
      className={`relative ${className}`}
      onKeyDown={onKeyDown}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
      onPointerEnter={(event) => event.pointerType === 'mouse' && setHovered(true)}
      onPointerLeave={(event) => event.pointerType === 'mouse' && setHovered(false)}
    >
      {near && active ? (
        <Suspense fallback={staticTrack}>
          <SwiperTrack
            slides={slides}
            slideClassName={slideClassName}
            loop={loop}
            autoplayMs={autoplayMs}
            reducedMotion={reducedMotion}
            onSwiper={(instance) => {
              setSwiper(instance)
              sync(instance)
            }}
            onSlideChange={sync}
          />
        </Suspense>
      ) : (
        staticTrack
      )}
      {(showArrows || showDots) && slides.length > 1 ? (
        <div className={`mt-4 flex items-center justify-center gap-4 ${gridClassName ? 'md:hidden' : ''}`}>
          {showArrows ? <ArrowButton direction="prev" onClick={() => swiper?.slidePrev()} disabled={!loop && state.atStart} /> : null}
          {showDots ? (
            <div className="flex items-center gap-1">
              {slides.map((_, index) => (
                <button
                  key={index}
                  type="button"
                  onClick={() => (loop ? swiper?.slideToLoop(index) : swiper?.slideTo(index))}
                  aria-current={state.index === index ? 'true' : undefined}
                  className="carousel-dot"
                >
                  <span className="sr-only">Ir para o slide {index + 1}</span>
                  <span aria-hidden="true" />
                </button>
              ))}
            </div>
          ) : null}
          {showArrows ? <ArrowButton direction="next" onClick={() => swiper?.slideNext()} disabled={!loop && state.atEnd} /> : null}
        </div>
      ) : null}
    </div>
  )
}
