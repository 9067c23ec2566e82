import { openEmbeddedDatabase } from '../lib/db/embedded-database'
import { loadTestEnv, startProductionServer } from './support/production-server'
import { quoteSubmitter } from './support/quote-submission'

// Load test of the quote action: a bounded burst of concurrent submissions over HTTP to a local
// production server (embedded database), encoded exactly as the browser's React client sends them.
const TOTAL = Number(process.env.BENCH_TOTAL ?? 300)
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 20)
const RETRY_SHARE = 0.1
const PORT = Number(process.env.BENCH_PORT ?? 3290)

const { base, dataDir, stop, dispose } = await startProductionServer(PORT, { env: loadTestEnv })
const send = quoteSubmitter(base)

async function submit(index: number, submissionId: string) {
  const result = await send({ index, submissionId, ip: `198.51.100.${Math.abs(index) % 250}` })
  if (!result.acknowledged) throw new Error(`envio ${index}: ${result.detail}`)
  return result.ms
}

try {
  // Warm up the route and the database before measuring.
  await submit(-1, crypto.randomUUID())

  const ids = Array.from({ length: TOTAL }, () => crypto.randomUUID())
  // Some submissions are sent twice (a retry or a double click): they must be stored once.
  const jobs = ids.map((id, index) => ({ index, id }))
  const retries = jobs.slice(0, Math.round(TOTAL * RETRY_SHARE))
  const queue = [...jobs, ...retries].sort(() => Math.random() - 0.5)
  const latencies: number[] = []
  const started = performance.now()
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      for (let job = queue.pop(); job; job = queue.pop()) latencies.push(await submit(job.index, job.id))
    }),
  )
  const seconds = (performance.now() - started) / 1000
  await stop()

  const db = await openEmbeddedDatabase(dataDir)
  const { rows } = await db.asOwner((tx) =>
    tx.query<{ submission_id: string; n: number }>(
      `select submission_id::text, count(*)::int as n from public."Orcamentos" group by 1`,
    ),
  )
  await db.close()
  const stored = new Map(rows.map(({ submission_id, n }) => [submission_id, n]))
  const missing = ids.filter((id) => !stored.has(id)).length
  const duplicated = rows.filter(({ n }) => n > 1).length

  latencies.sort((a, b) => a - b)
  const percentile = (p: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]!.toFixed(0)
  console.log(
    `envios: ${latencies.length} (${TOTAL} pedidos distintos + ${retries.length} repetidos), concorrência ${CONCURRENCY}`,
  )
  console.log(`vazão: ${(latencies.length / seconds).toFixed(1)} envios/s em ${seconds.toFixed(1)} s`)
  console.log(`latência: p50 ${percentile(50)} ms · p99 ${percentile(99)} ms · máx ${latencies.at(-1)!.toFixed(0)} ms`)
  console.log(`gravados: ${stored.size - 1} de ${TOTAL} · faltando ${missing} · duplicados ${duplicated}`)
  if (missing > 0 || duplicated > 0) process.exitCode = 1
} finally {
  await dispose()
}
