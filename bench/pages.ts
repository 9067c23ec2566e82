import * as chromeLauncher from 'chrome-launcher'
import { mkdirSync, writeFileSync } from 'node:fs'
import { startBareNextApp } from './support/bare-next-app'
import { FLOOR, floorMisses, medianRun } from './support/floor'
import { lighthouseRun, type Run } from './support/lighthouse-run'
import { pageWeight, type Weight } from './support/page-weight'
import { startProductionServer } from './support/production-server'
import { PUBLIC_PAGES } from './support/public-pages'
import { startHtmlRewriteProxy } from './support/html-rewrite-proxy'
import { stripScripts } from './support/script-rewrites'

// Every public page measured beside two references built here, in the same run (issue #18): a
// bare Next page (the framework's floor) and the same page with its scripts stripped (the page's
// own floor). Lighthouse's simulated phone makes raw scores follow the machine's load, so the
// verdicts compare figures of the same rounds only.
const PAGES = process.env.BENCH_PAGES ? process.env.BENCH_PAGES.split(',') : PUBLIC_PAGES
const RUNS = Number(process.env.BENCH_RUNS ?? 5)
const PORT = Number(process.env.BENCH_PORT ?? 3291)
/** The bare page is measured again after every this many pages, so it sees the same load. */
const BARE_EVERY = 3

const log = (message: string) => process.stderr.write(`${message}\n`)
const kib = (bytes: number) => Number((bytes / 1024).toFixed(1))

log('Compilando a página Next de referência…')
const bare = await startBareNextApp(PORT + 2)
const server = await startProductionServer(PORT)
const proxy = await startHtmlRewriteProxy(server.base, PORT + 1, stripScripts)
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
})
const runs = { bare: [] as Run[], pages: new Map(PAGES.map((page) => [page, [] as Run[]])), stripped: new Map(PAGES.map((page) => [page, [] as Run[]])) }
const weights = new Map<string, Weight>()
let bareWeight: Weight | undefined
const getFrom = (base: string) => async (path: string) => {
  const response = await fetch(new URL(path, base))
  if (!response.ok) throw new Error(`${path}: ${response.status}`)
  return Buffer.from(await response.arrayBuffer())
}
try {
  // Bytes are counted, not timed: once per page, from the same server.
  for (const page of PAGES) weights.set(page, await pageWeight(page, getFrom(server.base)))
  bareWeight = await pageWeight('/', getFrom(bare.base))
  // One unrecorded load of each page warms every cache (ISR, the image optimiser's encodings, which
  // take seconds each on a busy machine) so no first round is penalised.
  log('Aquecendo os caches…')
  for (const page of PAGES) await lighthouseRun(`${server.base}${page}`, chrome.port)
  await lighthouseRun(bare.base, chrome.port)
  for (let round = 0; round < RUNS; round++) {
    for (const [index, page] of PAGES.entries()) {
      if (index % BARE_EVERY === 0) runs.bare.push(await lighthouseRun(bare.base, chrome.port))
      // Alternate which of the pair goes first, so neither always follows the other.
      const pair = [
        () => lighthouseRun(`${server.base}${page}`, chrome.port).then((run) => runs.pages.get(page)!.push(run)),
        () => lighthouseRun(`${proxy.base}${page}`, chrome.port).then((run) => runs.stripped.get(page)!.push(run)),
      ]
      for (const measure of round % 2 ? pair.reverse() : pair) await measure()
      log(`rodada ${round + 1}/${RUNS} ${page}: ${runs.pages.get(page)!.at(-1)!.scores.performance}`)
    }
  }
} finally {
  chrome.kill()
  await proxy.close()
  await server.dispose()
  await bare.dispose()
}

const bareMedian = medianRun(runs.bare)
const rows = PAGES.map((page) => ({
  page,
  result: medianRun(runs.pages.get(page)!),
  stripped: medianRun(runs.stripped.get(page)!),
}))
const misses = new Map(rows.map(({ page, result, stripped }) => [page, floorMisses(page, result, bareMedian, stripped, weights.get(page)!)]))

console.log(`\nLighthouse 12.8 celular, ${RUNS} rodadas intercaladas, medianas. Página Next mínima (mesma rodada):`)
console.log(
  `  desempenho ${bareMedian.scores.performance}, LCP ${Math.round(bareMedian.lcpMs)} ms, TBT ${Math.round(bareMedian.tbtMs)} ms, JS ${kib(bareWeight!.jsBytes)} KiB gz (${kib(bareMedian.jsBytes)} com cabeçalhos), benchmarkIndex ${Math.round(bareMedian.benchmarkIndex)}`,
)
console.table(
  rows.map(({ page, result, stripped }) => ({
    página: page,
    desempenho: result.scores.performance,
    a11y: result.scores.accessibility,
    BP: result.scores['best-practices'],
    SEO: result.scores.seo,
    CLS: Number(result.cls.toFixed(3)),
    'LCP ms': Math.round(result.lcpMs),
    'TBT ms': Math.round(result.tbtMs),
    'JS KiB gz': kib(weights.get(page)!.jsBytes),
    'JS KiB LH': kib(result.jsBytes),
    'HTML KiB gz': kib(weights.get(page)!.htmlBytes),
    'HTML KiB LH': kib(result.htmlBytes),
    'Next mínima: desemp.': bareMedian.scores.performance,
    'Next mínima: TBT ms': Math.round(bareMedian.tbtMs),
    'sem scripts: LCP ms': Math.round(stripped.lcpMs),
    'sem scripts: desemp.': stripped.scores.performance,
    benchmarkIndex: Math.round(result.benchmarkIndex),
  })),
)
console.log('KiB gz: corpos comprimidos, como a issue conta e o teste de orçamento confere; KiB LH: o que o Lighthouse mede, com os cabeçalhos HTTP/1.1 de cada resposta.')
console.log('Elemento LCP de cada página:')
for (const { page, result } of rows) console.log(`  ${page}: ${result.lcpElement}`)
console.log(
  `Veredito (desempenho ≥ Next mínima − ${FLOOR.performanceBelowBare}; LCP ≤ sem scripts + ${FLOOR.lcpOverStrippedMs} ms; TBT ≤ Next mínima + ${FLOOR.tbtOverBareMs} ms; CLS 0; a11y, BP e SEO 100; JS ≤ ${FLOOR.jsKiB} KiB; HTML de / ≤ ${FLOOR.homeHtmlKiB} KiB):`,
)
const verdict = (pageMisses: string[]) => (pageMisses.length ? `fora do piso: ${pageMisses.join('; ')}` : 'dentro do piso')
for (const [page, pageMisses] of misses) console.log(`  ${page}: ${verdict(pageMisses)}`)

mkdirSync('bench-results', { recursive: true })
const file = `bench-results/bench-${new Date().toISOString().replaceAll(':', '-')}.json`
writeFileSync(file, JSON.stringify({ runs: RUNS, bare: runs.bare, pages: Object.fromEntries(runs.pages), stripped: Object.fromEntries(runs.stripped), weights: Object.fromEntries(weights), bareWeight }, null, 2))
console.log(`Todas as medições: ${file}`)
if ([...misses.values()].some((pageMisses) => pageMisses.length)) process.exitCode = 1
