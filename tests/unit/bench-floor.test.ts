import { describe, expect, it } from 'vitest'
import { floorMisses, medianRun } from '@/bench/support/floor'
import type { Run } from '@/bench/support/lighthouse-run'
import { inertScripts, stylesheetUrls } from '@/bench/support/page-weight'
import { stripScripts } from '@/bench/support/script-rewrites'
import { blockingTime, medianFigures, type LoadFigures } from '@/bench/support/throttled-load'

const run = (overrides: Partial<Omit<Run, 'scores'>> & { performance?: number; accessibility?: number } = {}): Run => ({
  scores: {
    performance: overrides.performance ?? 99,
    accessibility: overrides.accessibility ?? 100,
    'best-practices': 100,
    seo: 100,
  },
  cls: 0,
  lcpMs: 1500,
  tbtMs: 100,
  jsBytes: 140 * 1024,
  htmlBytes: 15 * 1024,
  lcpElement: 'body > main > img',
  lcpPhases: { ttfb: 300, loadDelay: 200, loadTime: 500, renderDelay: 500 },
  lcpGraphScriptBytes: { optimistic: 0, pessimistic: 0 },
  benchmarkIndex: 2000,
  ...overrides,
})

describe('stripScripts', () => {
  it('removes script elements, with or without a body, and script preloads, and keeps everything else', () => {
    const html =
      '<head><link rel="preload" as="script" fetchPriority="low" href="/a.js"/><link rel="modulepreload" href="/m.js"><link rel="preload" as="image" href="/hero.avif"/>' +
      '<link rel="stylesheet" href="/s.css"/><script src="/a.js" async=""></script></head><body><h1>Olá</h1><script>self.__next_f.push([1,"<b>"])</script>' +
      '<script type="application/ld+json">{"@type":"FoodEstablishment"}</script><img src="/hero.avif"></body>'
    expect(stripScripts(html)).toBe(
      '<head><link rel="preload" as="image" href="/hero.avif"/><link rel="stylesheet" href="/s.css"/></head><body><h1>Olá</h1><img src="/hero.avif"></body>',
    )
  })
})

describe('inertScripts', () => {
  it('names the script types a browser would not run, and only those', () => {
    const html =
      '<script src="/a.js" async=""></script><script type="module" src="/m.js"></script><script type="application/ld+json">{}</script><script>1</script>' +
      '<script src="/b.js" async="" type="text/x-after-paint"></script>'
    expect(inertScripts(html)).toEqual(['text/x-after-paint'])
  })
})

describe('stylesheetUrls', () => {
  it('lists the linked stylesheets and nothing preloaded', () => {
    const html =
      '<link rel="stylesheet" href="/a.css" data-precedence="next"/><link rel="preload" as="style" href="/p.css"/><link rel="preload" href="/f.woff2" as="font"/><link rel="stylesheet" href="/b.css"/>'
    expect(stylesheetUrls(html)).toEqual(['/a.css', '/b.css'])
  })
})

describe('medianRun', () => {
  it('takes the median of each figure separately and the LCP element most runs named', () => {
    const median = medianRun([
      run({ performance: 90, lcpMs: 3000 }),
      run({ performance: 99, lcpMs: 1000, lcpElement: 'h1' }),
      run({ performance: 95, lcpMs: 2000 }),
    ])
    expect(median.scores.performance).toBe(95)
    expect(median.lcpMs).toBe(2000)
    expect(median.lcpElement).toBe('body > main > img')
  })

  it('takes the median of each LCP phase separately', () => {
    const phases = (ttfb: number, renderDelay: number) =>
      run({ lcpPhases: { ttfb, loadDelay: 0, loadTime: 0, renderDelay } })
    expect(medianRun([phases(100, 900), phases(300, 100), phases(200, 500)]).lcpPhases).toEqual({
      ttfb: 200,
      loadDelay: 0,
      loadTime: 0,
      renderDelay: 500,
    })
  })

  it('takes the median of the scripts in each simulated LCP graph separately', () => {
    const graphs = (optimistic: number, pessimistic: number) =>
      run({ lcpGraphScriptBytes: { optimistic, pessimistic } })
    expect(medianRun([graphs(0, 90_000), graphs(80_000, 150_000), graphs(140_000, 0)]).lcpGraphScriptBytes).toEqual({
      optimistic: 80_000,
      pessimistic: 90_000,
    })
  })

  it('averages the two middle runs of an even count', () => {
    expect(medianRun([run({ tbtMs: 100 }), run({ tbtMs: 200 })]).tbtMs).toBe(150)
  })
})

describe('medianFigures', () => {
  const load = (controlsMs: number | null, menuTaps: number | null): LoadFigures => ({
    fcpMs: 900,
    lcpMs: 1100,
    tbtMs: 80,
    controlsMs,
    menuTaps,
    inpMenuMs: 40,
    inpTypingMs: null,
  })

  it('takes the median of the times but the most taps any load needed', () => {
    const figures = medianFigures([load(1000, 1), load(1400, 3), load(1200, 1)])
    expect(figures.controlsMs).toBe(1200)
    expect(figures.menuTaps).toBe(3)
  })

  it('leaves the taps null when no load had a menu', () => {
    expect(medianFigures([load(null, null), load(null, null)]).menuTaps).toBeNull()
  })
})

describe('floorMisses', () => {
  const bare = run({ performance: 100, lcpMs: 700, tbtMs: 90, jsBytes: 134 * 1024 })
  const load = (overrides: Partial<LoadFigures> = {}): LoadFigures => ({
    fcpMs: 900,
    lcpMs: 1100,
    tbtMs: 80,
    controlsMs: 1000,
    menuTaps: 1,
    inpMenuMs: 40,
    inpTypingMs: null,
    ...overrides,
  })
  const stripped = load({ lcpMs: 1000, controlsMs: 950, inpMenuMs: 20 })
  const weight = { jsBytes: 140 * 1024, htmlBytes: 18 * 1024 }
  const figures = (page: Run = run(), real: LoadFigures = load(), heavier: Partial<typeof weight> = {}) => ({
    lighthouse: { page, bare },
    real: { page: real, stripped },
    weight: { ...weight, ...heavier },
  })

  it('finds nothing for a page at the floor', () => {
    expect(floorMisses('/', figures(run({ performance: 98 }), load({ lcpMs: 1150, controlsMs: 1100 })))).toEqual([])
  })

  it.each([
    [{ performance: 97 }, 'desempenho 97 < 98 (1 abaixo)'],
    [{ cls: 0.02 }, 'CLS 0.020 > 0'],
    [{ accessibility: 96 }, 'accessibility 96 < 100'],
  ] as const)('Lighthouse %o misses: %s', (overrides, miss) => {
    expect(floorMisses('/', figures(run(overrides)))).toEqual([miss])
  })

  it.each([
    [{ lcpMs: 1400 }, 'LCP real 250 ms acima de 1150'],
    [{ controlsMs: 1900 }, 'menu abre 800 ms depois de 1100'],
    [{ controlsMs: null }, 'o menu não abriu'],
    [{ menuTaps: 3 }, 'o menu só abriu no toque 3, não no primeiro'],
    [{ inpMenuMs: 120 }, 'INP menu 120 ms ≥ 100'],
    [{ inpTypingMs: 100 }, 'INP digitação 100 ms ≥ 100'],
  ] as const)('a real load with %o misses: %s', (overrides, miss) => {
    expect(floorMisses('/', figures(run(), load(overrides)))).toEqual([miss])
  })

  it('judges a page without Lighthouse on its real loads and bytes only', () => {
    expect(floorMisses('/', { real: { page: load(), stripped }, weight })).toEqual([])
  })

  it.each([
    [{ jsBytes: 145 * 1024 }, 'JS 5.0 KiB acima de 140'],
    [{ htmlBytes: 22 * 1024 }, 'HTML 2.0 KiB acima de 20'],
  ] as const)('/ weighing %o misses: %s', (heavier, miss) => {
    expect(floorMisses('/', figures(run(), load(), heavier))).toEqual([miss])
  })

  it('holds only the home page to the HTML budget', () => {
    expect(floorMisses('/galeria', figures(run(), load(), { htmlBytes: 25 * 1024 }))).toEqual([])
  })
})

describe('blockingTime', () => {
  const url = 'http://127.0.0.1:3291/'
  const start = {
    name: 'navigationStart',
    ph: 'R',
    ts: 1_000_000,
    pid: 7,
    tid: 1,
    args: { data: { documentLoaderURL: url, isLoadingMainFrame: true } },
  }
  const task = (atMs: number, durationMs: number, tid = 1) => ({
    name: 'RunTask',
    ph: 'X',
    ts: 1_000_000 + atMs * 1000,
    dur: durationMs * 1000,
    pid: 7,
    tid,
  })

  it("sums each main-thread task's time over 50 ms after the first paint, not other threads' nor earlier tasks", () => {
    const trace = {
      traceEvents: [start, task(100, 300), task(900, 120), task(1200, 40), task(1500, 250), task(1600, 500, 2)],
    }
    expect(blockingTime(trace, url, 800)).toBe(70 + 200)
  })

  it('reports NaN (left out of the medians) for a trace without the navigation, rather than no blocking', () => {
    expect(blockingTime({ traceEvents: [task(900, 120)] }, url, 0)).toBeNaN()
  })
})
