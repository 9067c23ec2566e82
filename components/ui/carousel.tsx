'use client'

import { Children, type KeyboardEvent, type ReactNode } from 'react'
import { arrowInset, CarouselControls, slideId } from './carousel-controls'
import { useClientTexts } from './client-texts'
import { useAutoplay } from './use-autoplay'
import { useCarouselTrack } from './use-carousel-track'
import { useHydrated } from './use-hydrated'
import { useMediaQuery } from './use-media-query'
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

/** A looping carousel that works before its script, announced to screen readers, pausing for hover, focus, touch and reduced motion. */
export function Carousel({ label, id, children, slideClassName, autoplayMs, showArrows = true, showDots = false, className = '', gridClassName }: Props) {
  const slides = Children.toArray(children)
  const phone = useMediaQuery('(max-width: 767.98px)')
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)')
  // Hydrated: the script's arrows replace the browser's (the same place), and they loop.
  const enhanced = useHydrated()
  const texts = useClientTexts()
  const active = !gridClassName || phone
  const { track, index, scrollToSlide, step } = useCarouselTrack(reducedMotion)
  const [region, near] = useNearViewport<HTMLDivElement>('0px')
  const hold = useAutoplay(step, autoplayMs, active && near && !reducedMotion)

  const onKeyDown = (event: KeyboardEvent) => {
    if (!active || (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight')) return
    event.preventDefault()
    step(event.key === 'ArrowRight' ? 1 : -1)
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
      <ul ref={track} tabIndex={0} className={`carousel-track ${showArrows && slides.length > 1 ? 'carousel-scroll-buttons' : ''} ${gridClassName ? `carousel-grid md:overflow-visible ${gridClassName}` : ''}`}>
        {slides.map((slide, slideIndex) => (
          <li key={slideIndex} id={slideId(id, slideIndex)} className={`carousel-slide ${slideClassName}`}>
            {slide}
          </li>
        ))}
      </ul>
      {controls ? (
        <CarouselControls id={id} count={slides.length} index={index} arrows={showArrows && enhanced} dots={showDots} className={gridClassName ? 'md:hidden' : ''} step={step} scrollToSlide={scrollToSlide} />
      ) : null}
    </div>
  )
}
