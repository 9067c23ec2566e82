import type { Category, Run } from './lighthouse-run'
import type { Weight } from './page-weight'
import type { LoadFigures } from './throttled-load'

// What every public page must meet (docs/medir-desempenho.md): each timing relative to references measured
// in the same run, so a loaded machine slows both sides of a comparison alike.
export const FLOOR = {
  /** Lighthouse performance score at least the bare Next page's minus this. */
  performanceBelowBare: 2,
  /** Real loads: LCP at most the same page without scripts plus this. */
  lcpOverStrippedMs: 150,
  /** Real loads: the menu opens at most this later than on the same page without scripts. */
  controlsOverStrippedMs: 150,
  /** Real loads: INP of opening the menu and of typing in the quote form, under this. */
  inpMs: 100,
  /** Gzipped JavaScript the HTML of any public page makes the browser fetch. */
  jsKiB: 140,
  /**
   * Gzipped CSS a public page links. Scripts download beside it on a slow link, so each KiB here
   * delays the first paint: 12.7 KiB with the admin's and the Studio's utilities, 10.1 without.
   */
  cssKiB: 11,
  // The HTML of / was held to 18 KiB until the page carried more words of its own: the quote form's
  // lead source and full-date note and the texts the Studio edits, which a client component's props
  // send twice (as markup and as React's payload). Held where it stands, not more.
  homeHtmlKiB: 20,
} as const

const PERFECT: Category[] = ['accessibility', 'best-practices', 'seo']
const kib = (bytes: number) => bytes / 1024

/** The median of each figure over several runs (scores and timings separately, not one run's). */
export function medianRun(runs: Run[]): Run {
  if (runs.length === 0) throw new Error('sem medições para a mediana')
  const median = (pick: (run: Run) => number) => {
    const sorted = runs.map(pick).sort((a, b) => a - b)
    const middle = Math.floor(sorted.length / 2)
    return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
  }
  /** The median of each figure of a group (scores, LCP phases…), each figure separately. */
  const medians = <T extends Record<string, number>>(pick: (run: Run) => T) =>
    Object.fromEntries(Object.keys(pick(runs[0]!)).map((key) => [key, median((run) => pick(run)[key]!)])) as T
  const elements = runs.map(({ lcpElement }) => lcpElement)
  return {
    scores: medians((run) => run.scores),
    cls: median((run) => run.cls),
    lcpMs: median((run) => run.lcpMs),
    tbtMs: median((run) => run.tbtMs),
    jsBytes: median((run) => run.jsBytes),
    htmlBytes: median((run) => run.htmlBytes),
    // The element most runs named.
    lcpElement: [...elements].sort(
      (a, b) => elements.filter((e) => e === b).length - elements.filter((e) => e === a).length,
    )[0]!,
    lcpPhases: medians((run) => run.lcpPhases),
    lcpGraphScriptBytes: medians((run) => run.lcpGraphScriptBytes),
    benchmarkIndex: median((run) => run.benchmarkIndex),
  }
}

/** What one page is judged on: its Lighthouse medians (when Lighthouse ran) and its real loads beside the script-free page's. */
export type PageFigures = {
  lighthouse?: { page: Run; bare: Run }
  real: { page: LoadFigures; stripped: LoadFigures }
  weight: Pick<Weight, 'jsBytes' | 'htmlBytes'>
}

/**
 * Every way a page misses the floor, in words; empty when it is within it. Bytes are the page's
 * gzipped bodies (`weight`), as the byte budget test checks them; Lighthouse's own figure adds the
 * HTTP/1.1 headers of each response (about 0.4 KiB a script here).
 */
export function floorMisses(path: string, { lighthouse, real, weight }: PageFigures): string[] {
  const misses: string[] = []
  if (lighthouse) {
    const { page, bare } = lighthouse
    const minPerformance = bare.scores.performance - FLOOR.performanceBelowBare
    if (page.scores.performance < minPerformance)
      misses.push(
        `desempenho ${page.scores.performance} < ${minPerformance} (${minPerformance - page.scores.performance} abaixo)`,
      )
    if (Number(page.cls.toFixed(3)) > 0) misses.push(`CLS ${page.cls.toFixed(3)} > 0`)
    for (const category of PERFECT)
      if (page.scores[category] < 100) misses.push(`${category} ${page.scores[category]} < 100`)
  }
  const maxLcp = real.stripped.lcpMs + FLOOR.lcpOverStrippedMs
  if (real.page.lcpMs > maxLcp)
    misses.push(`LCP real ${Math.round(real.page.lcpMs - maxLcp)} ms acima de ${Math.round(maxLcp)}`)
  if (real.stripped.controlsMs !== null) {
    const maxControls = real.stripped.controlsMs + FLOOR.controlsOverStrippedMs
    if (real.page.controlsMs === null) misses.push('o menu não abriu')
    else if (real.page.menuTaps !== null && real.page.menuTaps > 1)
      misses.push(`o menu só abriu no toque ${real.page.menuTaps}, não no primeiro`)
    else if (real.page.controlsMs > maxControls)
      misses.push(`menu abre ${Math.round(real.page.controlsMs - maxControls)} ms depois de ${Math.round(maxControls)}`)
  }
  for (const [what, inp] of [
    ['menu', real.page.inpMenuMs],
    ['digitação', real.page.inpTypingMs],
  ] as const) {
    if (inp !== null && inp >= FLOOR.inpMs) misses.push(`INP ${what} ${Math.round(inp)} ms ≥ ${FLOOR.inpMs}`)
  }
  if (kib(weight.jsBytes) > FLOOR.jsKiB)
    misses.push(`JS ${(kib(weight.jsBytes) - FLOOR.jsKiB).toFixed(1)} KiB acima de ${FLOOR.jsKiB}`)
  if (path === '/' && kib(weight.htmlBytes) > FLOOR.homeHtmlKiB)
    misses.push(`HTML ${(kib(weight.htmlBytes) - FLOOR.homeHtmlKiB).toFixed(1)} KiB acima de ${FLOOR.homeHtmlKiB}`)
  return misses
}
