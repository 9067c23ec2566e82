'use client'

import {
  Children,
  useSyncExternalStore,
  type CSSProperties,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react'
import { useClientTexts } from './client-texts'
import { useAutoplay } from './use-autoplay'
import { useCarouselTrack } from './use-carousel-track'
import { useMediaQuery } from './use-media-query'
import { useNearViewport } from './use-near-viewport'

// A carousel is a CSS scroll-snap track: it moves with a finger, a trackpad or the keyboard before
// any script runs (or without one). Its dots are links to the slides, and in browsers that draw
// scroll buttons (::scroll-button, Chromium 135+) its arrows are the browser's own. Once the script
// runs it adds what HTML cannot: autoplay, arrows that loop around, the current dot, and dots that
// scroll the track without moving the page.

const DOT_PX = 24
const DOT_GAP_PX = 4
const ARROW_GAP_PX = 16

const noSubscription = () => () => {}

const slideId = (id: string, index: number) => `${id}-slide-${index + 1}`

/** Where the arrows sit, each side of the dots: the browser's scroll buttons and the script's share it. */
function arrowInset(count: number, showDots: boolean) {
  const inset = showDots ? (count * DOT_PX + (count - 1) * DOT_GAP_PX) / 2 + ARROW_GAP_PX : ARROW_GAP_PX / 2
  return { '--carousel-arrow-inset': `${inset}px` } as CSSProperties
}

function ArrowIcon({ direction }: { direction: 'prev' | 'next' }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="h-5 w-5"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={direction === 'prev' ? 'M15 18l-6-6 6-6' : 'M9 6l6 6-6 6'} />
    </svg>
  )
}

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

/** A looping carousel that works before its script, announced to screen readers, pausing for hover, focus, touch and reduced motion. */
export function Carousel({
  label,
  id,
  children,
  slideClassName,
  autoplayMs,
  showArrows = true,
  showDots = false,
  className = '',
  gridClassName,
}: Props) {
  const slides = Children.toArray(children)
  const phone = useMediaQuery('(max-width: 767.98px)')
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)')
  // Hydrated: the script's arrows replace the browser's (the same place), and they loop.
  const enhanced = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
  const texts = useClientTexts()
  const active = !gridClassName || phone
  const [track, index, scrollToSlide, step] = useCarouselTrack(reducedMotion)
  const [region, near] = useNearViewport<HTMLDivElement>('0px')
  const hold = useAutoplay(step, autoplayMs, active && near && !reducedMotion)

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
  return (
    <div
      ref={region}
      role="region"
      aria-roledescription={active ? texts.carouselName : undefined}
      aria-label={label}
      className={`carousel ${className}`}
      style={arrowInset(slides.length, showDots)}
      data-enhanced={enhanced ? '' : undefined}
      onKeyDown={onKeyDown}
      {...hold}
    >
      <ul
        ref={track}
        tabIndex={0}
        data-previous-label={texts.previousSlide}
        data-next-label={texts.nextSlide}
        className={`carousel-track ${showArrows && slides.length > 1 ? 'carousel-scroll-buttons' : ''} ${gridClassName ? `carousel-grid md:overflow-visible ${gridClassName}` : ''}`}
      >
        {slides.map((slide, slideIndex) => (
          <li key={slideIndex} id={slideId(id, slideIndex)} className={`carousel-slide ${slideClassName}`}>
            {slide}
          </li>
        ))}
      </ul>
      {/* The controls stay in this markup: the carousel is on every public page, and a component of their own cost about 100 gzipped bytes of props there. */}
      {controls ? (
        <div className={`carousel-controls ${gridClassName ? 'md:hidden' : ''}`}>
          {showArrows && enhanced ? (
            <>
              <button type="button" onClick={() => step(-1)} className="carousel-arrow carousel-arrow-prev">
                <span className="sr-only">{texts.previousSlide}</span>
                <ArrowIcon direction="prev" />
              </button>
              <button type="button" onClick={() => step(1)} className="carousel-arrow carousel-arrow-next">
                <span className="sr-only">{texts.nextSlide}</span>
                <ArrowIcon direction="next" />
              </button>
            </>
          ) : null}
          {showDots ? (
            <div className="flex items-center gap-1">
              {slides.map((_, dot) => (
                <a
                  key={dot}
                  href={`#${slideId(id, dot)}`}
                  onClick={(event) => onDot(event, dot)}
                  aria-current={index === dot ? 'true' : undefined}
                  className="carousel-dot"
                >
                  <span className="sr-only">
                    {texts.goToSlide} {dot + 1}
                  </span>
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
