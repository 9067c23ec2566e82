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

type TableDetails = { items?: Array<Record<string, unknown>> }

function lcpPhases(details: unknown): LcpPhases {
  // The list's second table: one row per phase, in this order, whatever language labels them.
  const rows = (details as { items?: TableDetails[] } | undefined)?.items?.[1]?.items ?? []
  const [ttfb, loadDelay, loadTime, renderDelay] = [0, 1, 2, 3].map((index) => Number(rows[index]?.timing ?? Number.NaN))
  return { ttfb: ttfb!, loadDelay: loadDelay!, loadTime: loadTime!, renderDelay: renderDelay! }
}

function lcpElement(details: unknown): string {
  // A list whose first table holds the element's node item.
  const first = (details as { items?: TableDetails[] } | undefined)?.items?.[0]?.items?.[0] as { node?: { selector?: string; nodeLabel?: string } } | undefined
  return first?.node?.selector ?? first?.node?.nodeLabel ?? '—'
}

/**
 * Lantern keeps the node timings of each simulation it ran, by label, for its own trace saver
 * (`Simulator.allNodeTimings`): the last run's LCP graphs are there.
 */
function lcpGraphScriptBytes(): Run['lcpGraphScriptBytes'] {
  const scriptBytes = (label: string) =>
    [...(Simulation.Simulator.allNodeTimings.get(label)?.keys() ?? [])].reduce(
      (sum, node) => sum + (node.type === 'network' && node.request.resourceType === 'Script' ? node.request.transferSize : 0),
      0,
    )
  return { optimistic: scriptBytes('optimisticLargestContentfulPaint'), pessimistic: scriptBytes('pessimisticLargestContentfulPaint') }
}

export async function lighthouseRun(url: string, chromePort: number, attempt = 1): Promise<Run> {
  Simulation.Simulator.allNodeTimings.clear()
  const result = await lighthouse(url, { port: chromePort, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] })
  if (!result) throw new Error(`Lighthouse não devolveu resultado para ${url}`)
  const { categories, audits, runtimeError, environment } = result.lhr
  // Lighthouse sometimes loses the trace of a load (NO_NAVSTART, NO_FCP) and asks to run again.
  if (runtimeError && attempt < 3) return lighthouseRun(url, chromePort, attempt + 1)
  if (runtimeError) throw new Error(`Lighthouse não conseguiu medir ${url}: ${runtimeError.message}`)
  const resources = (audits['resource-summary']?.details as { items?: Array<{ resourceType: string; transferSize: number }> } | undefined)?.items ?? []
  const transferred = (type: string) => resources.find(({ resourceType }) => resourceType === type)?.transferSize ?? 0
  const score = (id: Category) => Math.round((categories[id]?.score ?? 0) * 100)
  return {
    scores: { performance: score('performance'), accessibility: score('accessibility'), 'best-practices': score('best-practices'), seo: score('seo') },
    cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
    lcpMs: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    tbtMs: audits['total-blocking-time']?.numericValue ?? Number.NaN,
    jsBytes: transferred('script'),
    htmlBytes: transferred('document'),
    lcpElement: lcpElement(audits['largest-contentful-paint-element']?.details),
    lcpPhases: lcpPhases(audits['largest-contentful-paint-element']?.details),
    lcpGraphScriptBytes: lcpGraphScriptBytes(),
    // Simulated throttling slows the measured CPU 4×, so raw scores depend on this machine's speed:
    // Lighthouse's benchmarkIndex says how fast it was during the run.
    benchmarkIndex: environment.benchmarkIndex,
  }
}
