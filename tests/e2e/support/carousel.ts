import { expect, type Locator, type Page } from '@playwright/test'

/**
 * The index of the slide the carousel's track rests on, or -1 while it is still scrolling: a poll
 * that waits for a slide then also waits for the scroll to end, so the next gesture starts from rest.
 */
export const currentSlide = (carousel: Locator) =>
  carousel.locator('.carousel-track').evaluate((track) => {
    const position = track.scrollLeft / ((track.firstElementChild as HTMLElement).offsetWidth || 1)
    return Math.abs(position - Math.round(position)) < 0.02 ? Math.round(position) : -1
  })

/**
 * Waits until the track rests on a slide: aligned on one, and where it was at the previous look a
 * tenth of a second before. Snapping ends a scroll with a short animation of its own, and a busy
 * machine draws it late: a gesture or a count made before the end acts on a track still moving.
 */
export async function untilAtRest(track: Locator) {
  let previous: number | undefined
  await expect
    .poll(
      async () => {
        const position = await track.evaluate(
          (element) => element.scrollLeft / ((element.firstElementChild as HTMLElement).offsetWidth || 1),
        )
        const resting = position === previous && Math.abs(position - Math.round(position)) < 0.02
        previous = position
        return resting
      },
      { message: 'o carrossel parou num slide', intervals: [100] },
    )
    .toBe(true)
}

/** How far apart a finger's touch events come: a phone's touch screen reports at 60 Hz. */
const TOUCH_INTERVAL_S = 1 / 60

/**
 * A finger's swipe right to left across the element, through the browser's touch input: ten moves
 * over three quarters of its width, then the finger rests a few frames before it lifts, from a track
 * at rest, waiting until the track rests again. Each dispatch returns once the renderer took the
 * event, so the moves arrive in order and a busy compositor still reads a drag, not a jump; each
 * carries the time a finger would give it. The rest before the lift leaves no speed to fling with: a
 * fling read from a loaded machine's late frames once carried the track past its next slide, and
 * what the swipe proves is the drag and the snap, one slide on.
 */
export async function swipe(page: Page, element: Locator) {
  await element.scrollIntoViewIfNeeded()
  await untilAtRest(element)
  // The page may still be settling (a scroll into view, photos taking their place): the finger goes
  // where the element rests, read three times alike through the protocol (scripts may be off).
  const boxes: string[] = []
  let box: Awaited<ReturnType<Locator['boundingBox']>> = null
  while (boxes.length < 3 || new Set(boxes.slice(-3)).size > 1) {
    if (boxes.length > 200) throw new Error('the element never came to rest')
    box = await element.boundingBox()
    boxes.push(JSON.stringify(box))
  }
  if (!box) throw new Error('nothing to swipe')
  const y = box.y + box.height / 2
  const startedAt = Date.now() / 1000
  const at = (step: number) => startedAt + step * TOUCH_INTERVAL_S
  const session = await page.context().newCDPSession(page)
  try {
    // Three quarters of the width: the browser keeps its touch slop and may drop a move under load,
    // and a drag that lands under half a slide snaps back.
    await session.send('Input.dispatchTouchEvent', {
      type: 'touchStart',
      touchPoints: [{ x: box.x + box.width * 0.9, y }],
      timestamp: at(0),
    })
    for (let step = 1; step <= 10; step++) {
      await session.send('Input.dispatchTouchEvent', {
        type: 'touchMove',
        touchPoints: [{ x: box.x + box.width * (0.9 - 0.075 * step), y }],
        timestamp: at(step),
      })
    }
    const end = { x: box.x + box.width * (0.9 - 0.075 * 10), y }
    for (let step = 11; step <= 18; step++)
      await session.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [end], timestamp: at(step) })
    await session.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [], timestamp: at(19) })
  } finally {
    await session.detach()
  }
  await untilAtRest(element)
}

/** The text of the current slide's caption, or of a selector inside it. */
export const currentSlideText = (carousel: Locator, selector = 'figcaption') =>
  carousel.locator('.carousel-track').evaluate((track, inner) => {
    const index = Math.round(track.scrollLeft / ((track.firstElementChild as HTMLElement).offsetWidth || 1))
    return track.children[index]?.querySelector(inner)?.textContent ?? null
  }, selector)

/**
 * Clicks one of the browser's own scroll buttons of the carousel's track (::scroll-button, drawn
 * before any script runs), found where Chromium lays it out: pseudo-elements have no locator.
 */
export async function clickScrollButton(page: Page, carousel: Locator, side: 'prev' | 'next') {
  await carousel.scrollIntoViewIfNeeded()
  const track = carousel.locator('.carousel-track')
  await track.evaluate((element) => element.setAttribute('data-scroll-button-probe', ''))
  const session = await page.context().newCDPSession(page)
  try {
    const { root } = await session.send('DOM.getDocument', { depth: -1, pierce: true })
    type DomNode = typeof root
    const find = (node: DomNode): DomNode | undefined =>
      node.attributes?.includes('data-scroll-button-probe') ? node : (node.children ?? []).map(find).find(Boolean)
    const buttons = (find(root)?.pseudoElements ?? []).filter(({ pseudoType }) => pseudoType === 'scroll-button')
    const boxes = await Promise.all(
      buttons.map(async ({ nodeId }) => (await session.send('DOM.getBoxModel', { nodeId })).model.border),
    )
    if (boxes.length !== 2) throw new Error(`the carousel has ${boxes.length} scroll buttons, not 2`)
    // [x1, y1, x2, y2, …] of each border box, in viewport pixels; the previous arrow is the one on the left.
    const [prev, next] = boxes.sort((a, b) => a[0]! - b[0]!)
    const box = side === 'prev' ? prev! : next!
    await page.mouse.click((box[0]! + box[2]!) / 2, (box[1]! + box[5]!) / 2)
  } finally {
    await session.detach()
    await track.evaluate((element) => element.removeAttribute('data-scroll-button-probe'))
  }
}
