import type { Browser, BrowserContext, Page } from 'playwright-core'

// Real page loads in Chromium under a phone's conditions, the same for every target of a run: what a
// visitor feels, where Lighthouse only simulates it.
export const CONDITIONS = {
  latencyMs: 150,
  downloadKbps: 1600,
  uploadKbps: 750,
  cpuSlowdown: 4,
  viewport: { width: 390, height: 844 },
} as const

/** One load's figures, in ms from the navigation's start (null when the page has no such control). */
export type LoadFigures = {
  fcpMs: number
  lcpMs: number
  /** Sum of every main-thread task's time over 50 ms, from the first paint until the page is quiet (a trace). */
  tbtMs: number
  /** When a tap on the menu button, repeated from the first paint, first opened the menu. */
  controlsMs: number | null
  /** How many taps that took, the first sent at the first paint: 1 is a control that works from the first paint. */
  menuTaps: number | null
  /** The slowest interaction opening the menu, once the page is loaded (Event Timing). */
  inpMenuMs: number | null
  /** The slowest interaction typing a name into the quote form, once loaded. */
  inpTypingMs: number | null
}

const MENU_BUTTON = 'button[aria-controls="menu-mobile"], button[popovertarget="menu-mobile"]'
const NAME_FIELD = '#orcamento-name'

// Runs before anything of the page: records paints, interactions and the moment the menu opens. It
// only listens, so it costs the page nothing measurable.
const OBSERVE = () => {
  const w = window as unknown as {
    __bench: {
      lcp: number
      events: Array<{ id: number; type: string; start: number; duration: number }>
      menuOpenedAt: number | null
    }
  }
  w.__bench = { lcp: 0, events: [], menuOpenedAt: null }
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) w.__bench.lcp = entry.startTime
  }).observe({ type: 'largest-contentful-paint', buffered: true })
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceEventTiming[]) {
      if (entry.interactionId)
        w.__bench.events.push({
          id: entry.interactionId,
          type: entry.name,
          start: entry.startTime,
          duration: entry.duration,
        })
    }
  }).observe({ type: 'event', buffered: true, durationThreshold: 16 } as PerformanceObserverInit)
  // beforetoggle fires as the menu opens (a popover, or a dialog in Chromium 132+); toggle a task later.
  // The listener stays an unnamed argument: tsx keeps the names of functions bound to a const by
  // wrapping them in its own __name helper, which the page does not have.
  for (const type of ['beforetoggle', 'toggle']) {
    window.addEventListener(
      type,
      (event) => {
        const { target, newState } = event as ToggleEvent
        if (newState === 'open' && (target as Element | null)?.id === 'menu-mobile' && w.__bench.menuOpenedAt === null)
          w.__bench.menuOpenedAt = performance.now()
      },
      true,
    )
  }
}

type Bench = {
  lcp: number
  events: Array<{ id: number; type: string; start: number; duration: number }>
  menuOpenedAt: number | null
}
const readBench = (page: Page) => page.evaluate(() => (window as unknown as { __bench: Bench }).__bench)

async function throttledPage(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: CONDITIONS.viewport,
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
  })
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: CONDITIONS.latencyMs,
    downloadThroughput: (CONDITIONS.downloadKbps * 1000) / 8,
    uploadThroughput: (CONDITIONS.uploadKbps * 1000) / 8,
  })
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CONDITIONS.cpuSlowdown })
  await page.addInitScript(OBSERVE)
  return { context, page }
}

/**
 * Waits for the load event, then for half a second without requests (at most 8 s: autoplaying
 * carousels keep fetching the photos they reach), and a second more for late tasks.
 */
async function settle(page: Page) {
  await page.waitForLoadState('load', { timeout: 60_000 })
  await page.waitForLoadState('networkidle', { timeout: 8000 }).catch(() => {})
  await page.waitForTimeout(1000)
}

type TraceEvent = {
  name: string
  ph: string
  ts: number
  dur?: number
  pid: number
  tid: number
  args?: { data?: { documentLoaderURL?: string; isLoadingMainFrame?: boolean } }
}

/**
 * Total blocking time of the page's main thread after `fromMs` (ms from navigation start), from a
 * Chromium trace; NaN (left out of the medians) when the trace lost the navigation's start, which a
 * very long load on a busy machine can overflow out of Chromium's trace buffer.
 */
export function blockingTime(trace: { traceEvents: TraceEvent[] }, url: string, fromMs: number): number {
  const events = trace.traceEvents
  const mainFrameStart = (matches: (loaded: string) => boolean) =>
    events.find(
      (event) =>
        event.name === 'navigationStart' &&
        event.args?.data?.isLoadingMainFrame &&
        matches(event.args.data.documentLoaderURL ?? ''),
    )
  const start =
    mainFrameStart((loaded) => loaded === url) ?? mainFrameStart((loaded) => loaded.startsWith(new URL(url).origin))
  if (!start) {
    process.stderr.write(`aviso: o trace perdeu o início da navegação de ${url}; TBT fica de fora desta carga\n`)
    return Number.NaN
  }
  return events
    .filter(
      (event) =>
        event.pid === start.pid &&
        event.tid === start.tid &&
        event.ph === 'X' &&
        event.name === 'RunTask' &&
        (event.ts - start.ts) / 1000 >= fromMs,
    )
    .reduce((sum, event) => sum + Math.max(0, (event.dur ?? 0) / 1000 - 50), 0)
}

/** The slowest interaction (Event Timing's duration, as INP takes it) among those started after `sinceMs`. */
function slowestInteraction(events: Bench['events'], sinceMs: number): number | null {
  const durations = new Map<number, number>()
  for (const { id, start, duration } of events)
    if (start >= sinceMs) durations.set(id, Math.max(durations.get(id) ?? 0, duration))
  return durations.size ? Math.max(...durations.values()) : null
}

/** A load left alone until quiet: its paints and blocking time (a trace). */
async function passiveLoad(browser: Browser, url: string) {
  const { context, page } = await throttledPage(browser)
  try {
    await browser.startTracing(page, {
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing', 'loading'],
    })
    await page.goto(url, { waitUntil: 'commit', timeout: 60_000 })
    await settle(page)
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] }
    const { fcp, lcp } = await page.evaluate(() => ({
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
      lcp: (window as unknown as { __bench: Bench }).__bench.lcp,
    }))
    return { fcpMs: fcp, lcpMs: lcp || fcp, tbtMs: blockingTime(trace, page.url(), fcp) }
  } finally {
    await context.close()
  }
}

/**
 * A load where the visitor taps the menu button from the moment it is painted, every 100 ms until
 * the menu opens; then, once the page is quiet, opens the menu again and types into the quote form
 * (where there is one) for their INP.
 */
async function interactiveLoad(browser: Browser, url: string) {
  const { context, page } = await throttledPage(browser)
  try {
    await page.goto(url, { waitUntil: 'commit', timeout: 60_000 })
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, undefined, {
      polling: 50,
      timeout: 60_000,
    })
    // The header is the top of the document: painted, it is parsed, and with it any menu button.
    const menu = page.locator(MENU_BUTTON).first()
    const hasMenu = (await menu.count()) > 0
    const tapMenu = async () => {
      const box = await menu.boundingBox()
      if (box) await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2)
    }
    const menuOpen = () =>
      page.evaluate(() => document.querySelector('#menu-mobile:popover-open, #menu-mobile[open]') !== null)
    let controlsMs: number | null = null
    let taps = 0
    while (hasMenu && taps < 300 && controlsMs === null) {
      await tapMenu()
      taps++
      controlsMs = (await readBench(page)).menuOpenedAt
      if (controlsMs === null) await page.waitForTimeout(100)
    }
    const menuTaps = controlsMs === null ? null : taps
    await settle(page)
    let inpMenuMs: number | null = null
    if (controlsMs !== null) {
      await page.keyboard.press('Escape')
      await page.waitForFunction(
        () => document.querySelector('#menu-mobile:popover-open, #menu-mobile[open]') === null,
        undefined,
        { timeout: 10_000 },
      )
      const since = await page.evaluate(() => performance.now())
      await tapMenu()
      for (let wait = 0; wait < 50 && !(await menuOpen()); wait++) await page.waitForTimeout(100)
      await page.waitForTimeout(300)
      inpMenuMs = slowestInteraction((await readBench(page)).events, since)
      await page.keyboard.press('Escape')
    }
    let inpTypingMs: number | null = null
    const name = page.locator(NAME_FIELD)
    if ((await name.count()) > 0) {
      await name.scrollIntoViewIfNeeded()
      await settle(page)
      const box = await name.boundingBox()
      if (box) await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2)
      const since = await page.evaluate(() => performance.now())
      await page.keyboard.type('Maria da Silva', { delay: 120 })
      await page.waitForTimeout(300)
      inpTypingMs = slowestInteraction((await readBench(page)).events, since)
    }
    return { controlsMs, menuTaps, inpMenuMs, inpTypingMs }
  } finally {
    await context.close()
  }
}

/** One round for a URL: a passive load and an interactive one, each in a fresh context (cold cache). */
export async function throttledLoad(browser: Browser, url: string): Promise<LoadFigures> {
  const passive = await passiveLoad(browser, url)
  const interactive = await interactiveLoad(browser, url)
  return { ...passive, ...interactive }
}

/** The median of each figure over several loads (the taps: the most any load needed); a figure no load had stays null. */
export function medianFigures(loads: LoadFigures[]): LoadFigures {
  const median = (values: Array<number | null>): number | null => {
    const sorted = values
      .filter((value): value is number => value !== null && Number.isFinite(value))
      .sort((a, b) => a - b)
    if (sorted.length === 0) return null
    const middle = Math.floor(sorted.length / 2)
    return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
  }
  const pick = (key: keyof LoadFigures) => median(loads.map((load) => load[key]))
  return {
    fcpMs: pick('fcpMs') ?? Number.NaN,
    lcpMs: pick('lcpMs') ?? Number.NaN,
    tbtMs: pick('tbtMs') ?? Number.NaN,
    controlsMs: pick('controlsMs'),
    // Not a median: one load whose first tap did nothing is a control that did not work at first paint.
    menuTaps: loads.some((load) => load.menuTaps !== null)
      ? Math.max(...loads.map((load) => load.menuTaps ?? 0))
      : null,
    inpMenuMs: pick('inpMenuMs'),
    inpTypingMs: pick('inpTypingMs'),
  }
}
