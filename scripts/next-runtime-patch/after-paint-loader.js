// Runs in the visitor's browser, inlined by the runtime patch into every page Next renders.
// Next's scripts arrive inert (type="text/x-after-paint": the browser neither fetches nor runs them)
// and start here once the page's LCP photo is on screen, so the photo never shares the link or the
// main thread with them before its paint. The page works before they run: links are links and the
// forms post to the server. A tab opened out of sight paints nothing, so it waits to be shown (three
// seconds at most when the page has a photo).
;(() => {
  let started = false
  const start = () => {
    if (started) return
    started = true
    const inert = [...document.querySelectorAll('script[type="text/x-after-paint"]')]
    // A copy of each inert script (async, like Next's own) is a real one: the browser fetches and runs it.
    // One a task: each start cost 1-20 ms here, and twelve in one task (45 ms, 180 at Lighthouse's 4x CPU)
    // were one long task blocking the visitor's first taps.
    const next = () => {
      const one = inert.shift()
      if (!one) return
      const script = document.createElement('script')
      for (const { name, value } of one.attributes) if (name !== 'type') script.setAttribute(name, value)
      one.replaceWith(script)
      setTimeout(next)
    }
    next()
  }
  // The frame after the photo is decoded paints it; the timeout runs after that frame.
  const afterNextPaint = () => requestAnimationFrame(() => setTimeout(start))
  const whenParsed = () => {
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
