/** A phone-sized context (under the 768 px breakpoint) for `test.use(...)`. */
export const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }
