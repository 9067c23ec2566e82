'use client'

import type { ReactNode } from 'react'
import type { Swiper as SwiperInstance } from 'swiper'
import { A11y, Autoplay } from 'swiper/modules'
import { Swiper, SwiperSlide } from 'swiper/react'

type Props = {
  slides: ReactNode[]
  slideClassName: string
  autoplayMs?: number
  reducedMotion: boolean
  onSwiper: (instance: SwiperInstance) => void
  onSlideChange: (instance: SwiperInstance) => void
}

const SLIDE_MS = 300

/** The Swiper half of the carousel, in a chunk of its own so pages only download it when a carousel comes near. */
export function SwiperTrack({ slides, slideClassName, autoplayMs, reducedMotion, onSwiper, onSlideChange }: Props) {
  return (
    <Swiper
      modules={[A11y, Autoplay]}
      slidesPerView="auto"
      // Reduced motion also means no sliding animation. Swiper must know: the global reduced-motion
      // CSS shortens its transitions, and a looping Swiper then stops moving after it wraps around.
      speed={reducedMotion ? 0 : SLIDE_MS}
      loop
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
      onSwiper={onSwiper}
      onSlideChange={onSlideChange}
    >
      {slides.map((slide, index) => (
        <SwiperSlide key={index} className={slideClassName}>
          {slide}
        </SwiperSlide>
      ))}
    </Swiper>
  )
}
