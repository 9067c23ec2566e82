import * as chromeLauncher from 'chrome-launcher'
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { chromium } from 'playwright-core'
import { startBareNextApp } from './support/bare-next-app'
import { FLOOR, floorMisses, medianRun } from './support/floor'
import { lighthouseRun, type Run } from './support/lighthouse-run'
import { inertScripts, pageWeight, type Weight } from './support/page-weight'
import { startProductionServer } from './support/production-server'
import { PUBLIC_PAGES } from './support/public-pages'
import { assertScriptFree, startStrippedServer } from './support/stripped-build'
import { CONDITIONS, medianFigures, throttledLoad, type LoadFigures } from './support/throttled-load'

// Every public page measured beside two references built here, in the same run: a bare Next page
// (the framework's floor) and the same page with its scripts taken out (the page's own floor), each
// served by its own `next start`. First real Chromium loads under a phone's network and CPU, then
// Lighthouse's simulated phone as a second view. Raw figures follow the machine's load, so the
// verdicts compare figures of the same rounds only.
const PAGES = process.env.BENCH_PAGES ? process.env.BENCH_PAGES.split(',') : PUBLIC_PAGES
const RUNS = Number(process.env.BENCH_RUNS ?? 5)
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? RUNS)
const PORT = Number(process.env.BENCH_PORT ?? 3291)
/** Another checkout with its own production build to measure instead of this one (a "before"). */
const APP_DIR = path.resolve(process.env.BENCH_APP_DIR ?? '.')
/** Another checkout's production build measured in the same rounds, for a before/after (its own bytes and loads, not judged). */
const BEFORE_DIR = process.env.BENCH_BEFORE_DIR ? path.resolve(process.env.BENCH_BEFORE_DIR) : undefined
/** The bare page is measured again after every this many pages, so it sees the same load. */
const BARE_EVERY = 3
const CHROME = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

const log = (message: string) => process.stderr.write(`${message}\n`)
const kib = (bytes: number) => Number((bytes / 1024).toFixed(1))
const ms = (value: number | null) => (value === null || Number.isNaN(value) ? '—' : Math.round(value))

log('Compilando a página Next de referência…')
const bare = await startBareNextApp(PORT + 2)
const server = await startProductionServer(PORT, { cwd: APP_DIR })
const stripped = await startStrippedServer(PORT + 1, APP_DIR)
const before = BEFORE_DIR ? await startProductionServer(PORT + 3, { cwd: BEFORE_DIR }) : undefined
const browser = await chromium.launch({
  executablePath: CHROME,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-quic',
  ],
})
const chrome = await chromeLauncher.launch({
  chromePath: CHROME,
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
})
const perPage = <T>() => new Map(PAGES.map((page) => [page, [] as T[]]))
const real = {
  bare: [] as LoadFigures[],
  pages: perPage<LoadFigures>(),
  stripped: perPage<LoadFigures>(),
  before: perPage<LoadFigures>(),
}
const lh = { bare: [] as Run[], pages: perPage<Run>(), stripped: perPage<Run>(), before: perPage<Run>() }
const beforeWeights = new Map<string, Weight>()
const weights = new Map<string, Weight>()
let bareWeight: Weight | undefined
/** A server's bodies by path, each fetched once: the HTML is read for its scripts' types and for its weight. */
const getFrom = (base: string) => {
  const bodies = new Map<string, Promise<Buffer>>()
  const fetchBody = async (pathname: string) => {
    const response = await fetch(new URL(pathname, base))
    if (!response.ok) throw new Error(`${pathname}: ${response.status}`)
    return Buffer.from(await response.arrayBuffer())
  }
  return (pathname: string) => {
    if (!bodies.has(pathname)) bodies.set(pathname, fetchBody(pathname))
    return bodies.get(pathname)!
  }
}

/** Rounds over every page, the bare page every BARE_EVERY pages, the page's targets in an order that turns each round. */
async function rounds<T>(
  count: number,
  attempt: (url: string) => Promise<T>,
  into: { bare: T[]; pages: Map<string, T[]>; stripped: Map<string, T[]>; before: Map<string, T[]> },
  describe: (result: T) => string,
) {
  // A load that fails (a timeout on a busy machine) is reported and left out; the round goes on.
  const measure = (url: string): Promise<{ ok: true; result: T } | { ok: false }> =>
    attempt(url).then(
      (result) => ({ ok: true, result }),
      (error: unknown) => {
        log(`falhou, fica de fora: ${url}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`)
        return { ok: false }
      },
    )
  const keep = (list: T[]) => (outcome: { ok: true; result: T } | { ok: false }) => {
    if (outcome.ok) list.push(outcome.result)
  }
  for (let round = 0; round < count; round++) {
    for (const [index, page] of PAGES.entries()) {
      if (index % BARE_EVERY === 0) keep(into.bare)(await measure(bare.base))
      const targets = [
        () => measure(`${server.base}${page}`).then(keep(into.pages.get(page)!)),
        () => measure(`${stripped.base}${page}`).then(keep(into.stripped.get(page)!)),
        ...(before ? [() => measure(`${before.base}${page}`).then(keep(into.before.get(page)!))] : []),
      ]
      const turn = round % targets.length
      for (const run of [...targets.slice(turn), ...targets.slice(0, turn)]) await run()
      const last = into.pages.get(page)!.at(-1)
      log(`rodada ${round + 1}/${count} ${page}: ${last === undefined ? '—' : describe(last)}`)
    }
  }
}

try {
  // Bytes are counted, not timed: once per page, from the same server.
  const fromServer = getFrom(server.base)
  for (const page of PAGES) {
    const inert = inertScripts((await fromServer(page)).toString('utf8'))
    if (inert.length)
      throw new Error(
        `${page} tem scripts que o navegador não roda (type ${inert[0]}): o Next em node_modules foi editado? Rode rm -rf node_modules/next && npm install e refaça o build.`,
      )
    weights.set(page, await pageWeight(page, fromServer))
  }
  bareWeight = await pageWeight('/', getFrom(bare.base))
  if (before) {
    const fromBefore = getFrom(before.base)
    for (const page of PAGES) beforeWeights.set(page, await pageWeight(page, fromBefore))
  }
  // One unrecorded load of each page warms every cache (ISR, the image optimiser's encodings, which
  // take seconds each on a busy machine) so no first round is penalised.
  log('Aquecendo os caches…')
  for (const base of [server.base, stripped.base, ...(before ? [before.base] : [])])
    for (const page of PAGES) await throttledLoad(browser, `${base}${page}`)
  await throttledLoad(browser, bare.base)
  await assertScriptFree(stripped.base, PAGES)
  log(
    `Cargas reais: latência ${CONDITIONS.latencyMs} ms, ${CONDITIONS.downloadKbps}/${CONDITIONS.uploadKbps} kbps, CPU ${CONDITIONS.cpuSlowdown}x`,
  )
  await rounds(
    RUNS,
    (url) => throttledLoad(browser, url),
    real,
    (load) => `LCP ${ms(load.lcpMs)} ms, menu ${ms(load.controlsMs)} ms`,
  )
  if (LIGHTHOUSE_RUNS > 0)
    await rounds(
      LIGHTHOUSE_RUNS,
      (url) => lighthouseRun(url, chrome.port),
      lh,
      (run) => `desempenho ${run.scores.performance}`,
    )
  await assertScriptFree(stripped.base, PAGES)
} finally {
  chrome.kill()
  await browser.close()
  await stripped.dispose()
  await before?.dispose()
  await server.dispose()
  await bare.dispose()
}

const bareReal = medianFigures(real.bare)
const bareLh = LIGHTHOUSE_RUNS > 0 ? medianRun(lh.bare) : undefined
const rows = PAGES.map((page) => ({
  page,
  real: { page: medianFigures(real.pages.get(page)!), stripped: medianFigures(real.stripped.get(page)!) },
  lighthouse: bareLh
    ? { page: medianRun(lh.pages.get(page)!), stripped: medianRun(lh.stripped.get(page)!), bare: bareLh }
    : undefined,
  weight: weights.get(page)!,
}))
const misses = new Map(rows.map((row) => [row.page, floorMisses(row.page, row)]))

console.log(
  `\nCargas reais no Chromium (${CONDITIONS.viewport.width}×${CONDITIONS.viewport.height}, latência ${CONDITIONS.latencyMs} ms, ${CONDITIONS.downloadKbps} kbps de descida, ${CONDITIONS.uploadKbps} de subida, CPU ${CONDITIONS.cpuSlowdown}x), ${RUNS} rodadas intercaladas, medianas, em ms desde o início da navegação.`,
)
console.log(
  `Página Next mínima (mesmas rodadas): FCP ${ms(bareReal.fcpMs)}, LCP ${ms(bareReal.lcpMs)}, TBT ${ms(bareReal.tbtMs)}, JS ${kib(bareWeight!.jsBytes)} KiB gz`,
)
console.table(
  rows.map(({ page, real: { page: load, stripped: floor }, weight }) => ({
    página: page,
    FCP: ms(load.fcpMs),
    LCP: ms(load.lcpMs),
    'LCP − sem scripts': ms(load.lcpMs - floor.lcpMs),
    'menu abre': ms(load.controlsMs),
    'menu − FCP': load.controlsMs === null ? '—' : ms(load.controlsMs - load.fcpMs),
    'toques até abrir': load.menuTaps ?? '—',
    TBT: ms(load.tbtMs),
    'INP menu': ms(load.inpMenuMs),
    'INP digitação': ms(load.inpTypingMs),
    'JS KiB gz': kib(weight.jsBytes),
    'sem scripts: FCP': ms(floor.fcpMs),
    'sem scripts: LCP': ms(floor.lcpMs),
    'sem scripts: menu': ms(floor.controlsMs),
    'sem scripts: TBT': ms(floor.tbtMs),
    'Next mínima: LCP': ms(bareReal.lcpMs),
    'Next mínima: TBT': ms(bareReal.tbtMs),
  })),
)
if (before) {
  console.log(`\nAntes (${BEFORE_DIR}), nas mesmas rodadas:`)
  console.table(
    PAGES.map((page) => {
      const load = medianFigures(real.before.get(page)!)
      const floor = medianFigures(real.stripped.get(page)!)
      const run = bareLh ? medianRun(lh.before.get(page)!) : undefined
      return {
        página: page,
        FCP: ms(load.fcpMs),
        LCP: ms(load.lcpMs),
        'LCP − sem scripts': ms(load.lcpMs - floor.lcpMs),
        'menu abre': ms(load.controlsMs),
        'menu − FCP': load.controlsMs === null ? '—' : ms(load.controlsMs - load.fcpMs),
        TBT: ms(load.tbtMs),
        'INP menu': ms(load.inpMenuMs),
        'INP digitação': ms(load.inpTypingMs),
        'JS KiB gz': kib(beforeWeights.get(page)!.jsBytes),
        'LH desempenho': run?.scores.performance ?? '—',
        'LH LCP ms': run ? Math.round(run.lcpMs) : '—',
      }
    }),
  )
}
/** Scripts in Lighthouse's two simulated LCP graphs (optimistic / pessimistic), KiB as transferred. */
const graphScripts = ({ lcpGraphScriptBytes: { optimistic, pessimistic } }: Run) =>
  `${kib(optimistic)} / ${kib(pessimistic)}`
if (bareLh) {
  console.log(
    `\nLighthouse 13 celular (simulado), ${LIGHTHOUSE_RUNS} rodadas intercaladas, medianas. Página Next mínima: desempenho ${bareLh.scores.performance}, LCP ${Math.round(bareLh.lcpMs)} ms, TBT ${Math.round(bareLh.tbtMs)} ms, JS no LCP simulado ${graphScripts(bareLh)} KiB`,
  )
  console.table(
    rows.map(({ page, lighthouse }) => ({
      página: page,
      desempenho: lighthouse!.page.scores.performance,
      a11y: lighthouse!.page.scores.accessibility,
      BP: lighthouse!.page.scores['best-practices'],
      SEO: lighthouse!.page.scores.seo,
      CLS: Number(lighthouse!.page.cls.toFixed(3)),
      'LCP ms': Math.round(lighthouse!.page.lcpMs),
      'TBT ms': Math.round(lighthouse!.page.tbtMs),
      'JS no LCP simulado KiB': graphScripts(lighthouse!.page),
      'sem scripts: LCP ms': Math.round(lighthouse!.stripped.lcpMs),
      'sem scripts: desemp.': lighthouse!.stripped.scores.performance,
      'Next mínima: desemp.': bareLh.scores.performance,
      benchmarkIndex: Math.round(lighthouse!.page.benchmarkIndex),
    })),
  )
  console.log(
    'Elemento LCP de cada página (Lighthouse) e suas fases, medianas em ms: TTFB / espera até o pedido / carga / espera até a pintura (sem scripts entre parênteses):',
  )
  const phases = ({ ttfb, loadDelay, loadTime, renderDelay }: Run['lcpPhases']) =>
    [ttfb, loadDelay, loadTime, renderDelay].map(ms).join(' / ')
  for (const { page, lighthouse } of rows)
    console.log(
      `  ${page}: ${lighthouse!.page.lcpElement}: ${phases(lighthouse!.page.lcpPhases)} (${phases(lighthouse!.stripped.lcpPhases)})`,
    )
}
console.log(
  `Veredito (cargas reais: LCP ≤ sem scripts + ${FLOOR.lcpOverStrippedMs} ms, o primeiro toque abre o menu, ≤ sem scripts + ${FLOOR.controlsOverStrippedMs} ms, INP < ${FLOOR.inpMs} ms; JS ≤ ${FLOOR.jsKiB} KiB, HTML de / ≤ ${FLOOR.homeHtmlKiB} KiB${bareLh ? `; Lighthouse: desempenho ≥ Next mínima − ${FLOOR.performanceBelowBare}, CLS 0, a11y, BP e SEO 100` : ''}):`,
)
const verdict = (pageMisses: string[]) =>
  pageMisses.length ? `fora do piso: ${pageMisses.join('; ')}` : 'dentro do piso'
for (const [page, pageMisses] of misses) console.log(`  ${page}: ${verdict(pageMisses)}`)

mkdirSync('bench-results', { recursive: true })
const file = `bench-results/bench-${new Date().toISOString().replaceAll(':', '-')}.json`
writeFileSync(
  file,
  JSON.stringify(
    {
      app: APP_DIR,
      conditions: CONDITIONS,
      runs: RUNS,
      lighthouseRuns: LIGHTHOUSE_RUNS,
      before: BEFORE_DIR ?? null,
      real: {
        bare: real.bare,
        pages: Object.fromEntries(real.pages),
        stripped: Object.fromEntries(real.stripped),
        before: Object.fromEntries(real.before),
      },
      lighthouse: {
        bare: lh.bare,
        pages: Object.fromEntries(lh.pages),
        stripped: Object.fromEntries(lh.stripped),
        before: Object.fromEntries(lh.before),
      },
      weights: Object.fromEntries(weights),
      beforeWeights: Object.fromEntries(beforeWeights),
      bareWeight,
    },
    null,
    2,
  ),
)
console.log(`Todas as medições: ${file}`)
if ([...misses.values()].some((pageMisses) => pageMisses.length)) process.exitCode = 1
