// Runs in the visitor's browser, inlined by the runtime patch into every page Next renders.
// Next's scripts arrive inert (type="text/x-after-paint": the browser neither fetches nor runs them)
// and start here once the page's LCP photo is on screen, so the photo never shares the link or the
// main thread with them before its paint. The page works before they run: links are links and the
// forms post to the server.
;(() => {
  const INERT = 'script[type="text/x-after-paint"]'
  let started = false
  const start = () => {
    if (started) return
    started = true
    for (const inert of document.querySelectorAll(INERT)) {
      const script = document.createElement('script')
      for (const { name, value } of inert.attributes) if (name !== 'type') script.setAttribute(name, value)
      script.async = true
      inert.replaceWith(script)
    }
  }
  // The frame after the photo is decoded paints it; the timeout runs after that frame.
  const afterNextPaint = () => requestAnimationFrame(() => setTimeout(start))
  const whenParsed = () => {
    // A page loaded out of sight paints nothing yet: nothing to wait for.
    if (document.visibilityState === 'hidden') return start()
    // next/image marks the preloaded LCP photo fetchpriority="high"; a page without one waits for its first paint.
    const photo = document.querySelector('img[fetchpriority="high"]')
    if (!photo) return afterNextPaint()
    photo.decode().then(afterNextPaint, afterNextPaint)
    // A photo that never arrives must not keep the page from working.
    setTimeout(start, 3000)
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', whenParsed, { once: true })
  else whenParsed()
})()
