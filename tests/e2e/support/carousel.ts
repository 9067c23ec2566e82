import type { Locator } from '@playwright/test'

type SwiperElement = HTMLElement & { swiper: { autoplay: { running: boolean } } }

/** Whether the carousel's Swiper is auto-advancing now (Swiper keeps its instance on its element). */
export const autoplayRunning = (carousel: Locator) =>
  carousel.locator('.swiper-initialized').evaluate((element) => (element as SwiperElement).swiper.autoplay.running)
