'use client'

import { Children, useEffect, useState, useSyncExternalStore, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react'
import type { Swiper as SwiperInstance } from 'swiper'
import { A11y, Autoplay } from 'swiper/modules'
import { Swiper, SwiperSlide } from 'swiper/react'

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
}

const SLIDE_MS = 300
const REDUCED_MOTION = '(prefers-reduced-motion: reduce)'

function subscribeToMotionPreference(onChange: () => void) {
  const query = window.matchMedia(REDUCED_MOTION)
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}

const useReducedMotion = () => useSyncExternalStore(subscribeToMotionPreference, () => window.matchMedia(REDUCED_MOTION).matches, () => false)

function ArrowButton({ direction, onClick, disabled }: { direction: 'prev' | 'next'; onClick: () => void; disabled: boolean }) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      className="flex h-11 w-11 items-center justify-center rounded-full bg-white text-brand-700 shadow-md ring-1 ring-brand-100 transition hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-40"
    >
      <span className="sr-only">{direction === 'prev' ? 'Slide anterior' : 'Próximo slide'}</span>
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round">
        <path d={direction === 'prev' ? 'M15 18l-6-6 6-6' : 'M9 6l6 6-6 6'} />
      </svg>
    </button>
  )
}

/** A Swiper carousel operable by keyboard, announced to screen readers, pausing for hover, focus and reduced motion. */
export function Carousel({ label, children, slideClassName, loop = false, autoplayMs, showArrows = true, showDots = false, className = '' }: Props) {
  const slides = Children.toArray(children)
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null)
  const [state, setState] = useState({ index: 0, atStart: true, atEnd: slides.length <= 1 })
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const reducedMotion = useReducedMotion()

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
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') swiper?.slidePrev()
    else if (event.key === 'ArrowRight') swiper?.slideNext()
    else return
    event.preventDefault()
  }

  return (
    <div
      role="region"
      aria-roledescription="carrossel"
      aria-label={label}
      className={`relative ${className}`}
      onKeyDown={onKeyDown}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
      onPointerEnter={(event) => event.pointerType === 'mouse' && setHovered(true)}
      onPointerLeave={(event) => event.pointerType === 'mouse' && setHovered(false)}
    >
      <Swiper
        modules={[A11y, Autoplay]}
        slidesPerView="auto"
        // Reduced motion also means no sliding animation. Swiper must know: the global reduced-motion
        // CSS shortens its transitions, and a looping Swiper then stops moving after it wraps around.
        speed={reducedMotion ? 0 : SLIDE_MS}
        loop={loop}
        loopPreventsSliding={false}
        autoplay={autoplayMs ? { delay: autoplayMs, disableOnInteraction: false } : false}
        a11y={{
          enabled: true,
          containerRoleDescriptionMessage: 'carrossel',
          itemRoleDescriptionMessage: 'slide',
          slideLabelMessage: '{{index}} de {{slidesLength}}',
          prevSlideMessage: 'Slide anterior',
          nextSlideMessage: 'Próximo slide',
          firstSlideMessage: 'Este é o primeiro slide',
          lastSlideMessage: 'Este é o último slide',
        }}
        onSwiper={(instance) => {
          setSwiper(instance)
          sync(instance)
        }}
        onSlideChange={sync}
      >
        {slides.map((slide, index) => (
          <SwiperSlide key={index} className={slideClassName}>
            {slide}
          </SwiperSlide>
        ))}
      </Swiper>
      {(showArrows || showDots) && slides.length > 1 ? (
        <div className="mt-4 flex items-center justify-center gap-4">
          {showArrows ? <ArrowButton direction="prev" onClick={() => swiper?.slidePrev()} disabled={!loop && state.atStart} /> : null}
          {showDots ? (
            <div className="flex items-center gap-1">
              {slides.map((_, index) => (
                <button
                  key={index}
                  type="button"
                  onClick={() => (loop ? swiper?.slideToLoop(index) : swiper?.slideTo(index))}
                  aria-current={state.index === index ? 'true' : undefined}
                  className="group flex h-6 w-6 items-center justify-center rounded-full"
                >
                  <span className="sr-only">Ir para o slide {index + 1}</span>
                  <span aria-hidden="true" className="h-2.5 w-2.5 rounded-full bg-brand-200 transition group-aria-[current=true]:w-6 group-aria-[current=true]:bg-brand-600" />
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
