import type { Category, Run } from './lighthouse-run'
import type { Weight } from './page-weight'

// The floor of issue #18, every figure relative to references measured in the same run.
export const FLOOR = {
  /** Performance score at least the bare Next page's minus this. */
  performanceBelowBare: 1,
  /** LCP at most the script-stripped page's plus this. */
  lcpOverStrippedMs: 300,
  /** TBT at most the bare page's plus this. */
  tbtOverBareMs: 50,
  jsKiB: 145,
  homeHtmlKiB: 18,
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
  const elements = runs.map(({ lcpElement }) => lcpElement)
  return {
    scores: {
      performance: median((run) => run.scores.performance),
      accessibility: median((run) => run.scores.accessibility),
      'best-practices': median((run) => run.scores['best-practices']),
      seo: median((run) => run.scores.seo),
    },
    cls: median((run) => run.cls),
    lcpMs: median((run) => run.lcpMs),
    tbtMs: median((run) => run.tbtMs),
    jsBytes: median((run) => run.jsBytes),
    htmlBytes: median((run) => run.htmlBytes),
    // The element most runs named.
    lcpElement: [...elements].sort((a, b) => elements.filter((e) => e === b).length - elements.filter((e) => e === a).length)[0]!,
    benchmarkIndex: median((run) => run.benchmarkIndex),
  }
}

/**
 * Every way a page misses the floor, in words; empty when it is within it. Bytes are the page's
 * gzipped bodies (`weight`), as the issue counts them and the byte budget test checks them; Lighthouse's
 * own figure adds the HTTP/1.1 headers of each response (about 0.4 KiB a script here).
 */
export function floorMisses(path: string, page: Run, bare: Run, stripped: Run, weight: Pick<Weight, 'jsBytes' | 'htmlBytes'>): string[] {
  const misses: string[] = []
  const minPerformance = bare.scores.performance - FLOOR.performanceBelowBare
  if (page.scores.performance < minPerformance) misses.push(`desempenho ${page.scores.performance} < ${minPerformance} (${minPerformance - page.scores.performance} abaixo)`)
  const maxLcp = stripped.lcpMs + FLOOR.lcpOverStrippedMs
  if (page.lcpMs > maxLcp) misses.push(`LCP ${Math.round(page.lcpMs - maxLcp)} ms acima de ${Math.round(maxLcp)}`)
  const maxTbt = bare.tbtMs + FLOOR.tbtOverBareMs
  if (page.tbtMs > maxTbt) misses.push(`TBT ${Math.round(page.tbtMs - maxTbt)} ms acima de ${Math.round(maxTbt)}`)
  if (Number(page.cls.toFixed(3)) > 0) misses.push(`CLS ${page.cls.toFixed(3)} > 0`)
  for (const category of PERFECT) if (page.scores[category] < 100) misses.push(`${category} ${page.scores[category]} < 100`)
  if (kib(weight.jsBytes) > FLOOR.jsKiB) misses.push(`JS ${(kib(weight.jsBytes) - FLOOR.jsKiB).toFixed(1)} KiB acima de ${FLOOR.jsKiB}`)
  if (path === '/' && kib(weight.htmlBytes) > FLOOR.homeHtmlKiB) misses.push(`HTML ${(kib(weight.htmlBytes) - FLOOR.homeHtmlKiB).toFixed(1)} KiB acima de ${FLOOR.homeHtmlKiB}`)
  return misses
}
