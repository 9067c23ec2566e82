import lighthouse from 'lighthouse'
import { Simulation } from 'lighthouse/core/lib/lantern/lantern.js'

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const
export type Category = (typeof CATEGORIES)[number]

/** One Lighthouse mobile run (its defaults: emulated phone, simulated slow 4G, 4× CPU slowdown). */
export type Run = {
  scores: Record<Category, number>
  cls: number
  lcpMs: number
  tbtMs: number
  /** Transferred bytes (gzipped, with headers) of every script and of the HTML document. */
  jsBytes: number
  htmlBytes: number
  /** The LCP element as Lighthouse names it (a selector), to know what to make faster. */
  lcpElement: string
  /** Where the LCP's time goes, in Lighthouse's order: TTFB, load delay, load time, render delay (ms). */
  lcpPhases: LcpPhases
  /**
   * Transferred bytes of the scripts inside the two graphs Lighthouse simulates the LCP from
   * (optimistic, pessimistic): what its LCP waits for besides HTML, CSS, fonts and the photo.
   */
  lcpGraphScriptBytes: { optimistic: number; pessimistic: number }
  benchmarkIndex: number
}

export type LcpPhases = { ttfb: number; loadDelay: number; loadTime: number; renderDelay: number }

/** The simulated metrics of a run (the `metrics` audit's one item), where Lighthouse 13 keeps the LCP's breakdown. */
type TimingSummary = {
  largestContentfulPaint?: number
  timeToFirstByte?: number
  lcpLoadDelay?: number
  lcpLoadDuration?: number
}

/**
 * The LCP's phases as Lighthouse 12's largest-contentful-paint-element table gave them, from the same
 * simulated breakdown Lighthouse 13 reports in `metrics` (the LCP image's request start and end):
 * TTFB, wait until the image is requested, its load, and the wait until it is painted. Without an
 * image the whole time after the TTFB is render delay. (Lighthouse 13's lcp-breakdown-insight
 * describes the observed, unthrottled load instead.)
 */
function lcpPhases(details: unknown): LcpPhases {
  const timing = (details as { items?: TimingSummary[] } | undefined)?.items?.[0] ?? {}
  const {
    largestContentfulPaint: lcp = Number.NaN,
    timeToFirstByte: ttfb = Number.NaN,
    lcpLoadDelay: loadStart,
    lcpLoadDuration: loadEnd,
  } = timing
  if (loadStart === undefined || loadEnd === undefined)
    return { ttfb, loadDelay: 0, loadTime: 0, renderDelay: lcp - ttfb }
  return { ttfb, loadDelay: loadStart - ttfb, loadTime: loadEnd - loadStart, renderDelay: lcp - loadEnd }
}

/** The LCP element of lcp-breakdown-insight's list (the node item beside the phases table). */
function lcpElement(details: unknown): string {
  const node = (
    details as { items?: Array<{ type?: string; selector?: string; nodeLabel?: string }> } | undefined
  )?.items?.find((item) => item.type === 'node')
  return node?.selector ?? node?.nodeLabel ?? '—'
}

/**
 * Lantern keeps the node timings of each simulation it ran, by label, for its own trace saver
 * (`Simulator.allNodeTimings`): the last run's LCP graphs are there.
 */
function lcpGraphScriptBytes(): Run['lcpGraphScriptBytes'] {
  const scriptBytes = (label: string) =>
    [...(Simulation.Simulator.allNodeTimings.get(label)?.keys() ?? [])].reduce(
      (sum, node) =>
        sum + (node.type === 'network' && node.request.resourceType === 'Script' ? node.request.transferSize : 0),
      0,
    )
  return {
    optimistic: scriptBytes('optimisticLargestContentfulPaint'),
    pessimistic: scriptBytes('pessimisticLargestContentfulPaint'),
  }
}

export async function lighthouseRun(url: string, chromePort: number, attempt = 1): Promise<Run> {
  Simulation.Simulator.allNodeTimings.clear()
  const result = await lighthouse(url, {
    port: chromePort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
  })
  if (!result) throw new Error(`Lighthouse não devolveu resultado para ${url}`)
  const { categories, audits, runtimeError, environment } = result.lhr
  // Lighthouse sometimes loses the trace of a load (NO_NAVSTART, NO_FCP) and asks to run again.
  if (runtimeError && attempt < 3) return lighthouseRun(url, chromePort, attempt + 1)
  if (runtimeError) throw new Error(`Lighthouse não conseguiu medir ${url}: ${runtimeError.message}`)
  const resources =
    (
      audits['resource-summary']?.details as
        { items?: Array<{ resourceType: string; transferSize: number }> } | undefined
    )?.items ?? []
  const transferred = (type: string) => resources.find(({ resourceType }) => resourceType === type)?.transferSize ?? 0
  const score = (id: Category) => Math.round((categories[id]?.score ?? 0) * 100)
  return {
    scores: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
    },
    cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
    lcpMs: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    tbtMs: audits['total-blocking-time']?.numericValue ?? Number.NaN,
    jsBytes: transferred('script'),
    htmlBytes: transferred('document'),
    lcpElement: lcpElement(audits['lcp-breakdown-insight']?.details),
    lcpPhases: lcpPhases(audits.metrics?.details),
    lcpGraphScriptBytes: lcpGraphScriptBytes(),
    // Simulated throttling slows the measured CPU 4×, so raw scores depend on this machine's speed:
    // Lighthouse's benchmarkIndex says how fast it was during the run.
    benchmarkIndex: environment.benchmarkIndex,
  }
}
