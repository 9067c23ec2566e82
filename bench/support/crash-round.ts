import { openEmbeddedDatabase } from '../../lib/db/embedded-database'
import { startProductionServer, type ProductionServer } from './production-server'
import { quoteSubmitter } from './quote-submission'

export type CrashOptions = {
  /** Submissions in the burst, sent by `concurrency` clients at once. */
  burst: number
  concurrency: number
  /** The server is killed once this many submissions have been acknowledged. */
  killAfter: number
  /** Distinguishes the visitors' addresses between rounds (the rate limit is per address). */
  round: number
}

export type CrashReport = {
  /** Submissions answered "sent" before the kill. */
  acknowledged: number
  /** Submissions of the burst found in the database after the kill (committed, answered or not). */
  stored: number
  /** Acknowledged submissions missing after the kill. */
  lost: number
  /** Submission ids stored more than once, after the kill or after the clients' retries. */
  duplicated: number
  killedAtMs: number
  /** Why the database, the restart or the retries failed; empty when everything held. */
  problems: string[]
}

async function countStored(dataDir: string, ids: string[]) {
  const db = await openEmbeddedDatabase(dataDir)
  try {
    const { rows } = await db.asOwner((tx) =>
      tx.query<{ id: string; n: number }>(
        `select submission_id::text as id, count(*)::int as n from public."Orcamentos" where submission_id = any($1::uuid[]) group by 1`,
        [ids],
      ),
    )
    return new Map(rows.map(({ id, n }) => [id, n]))
  } finally {
    await db.close()
  }
}

/**
 * One crash: a burst of concurrent valid submissions to `server`, SIGKILL once `killAfter` are
 * acknowledged, then: the database opens cleanly, every acknowledged submission is stored exactly
 * once, and a restarted server takes the clients' retries (same ids: no duplicates) and new
 * submissions. Ends with every server stopped and the database in `server.dataDir`.
 */
export async function crashRound(server: ProductionServer, port: number, options: CrashOptions): Promise<CrashReport> {
  const submit = quoteSubmitter(server.base)
  const ip = (index: number) => `10.${options.round}.${Math.floor(index / 250)}.${index % 250}`
  const ids = Array.from({ length: options.burst }, () => crypto.randomUUID())
  const queue = ids.map((submissionId, index) => ({ index, submissionId, ip: ip(index) }))
  const acknowledged = new Set<string>()
  const problems: string[] = []
  const started = performance.now()
  let killedAtMs = 0
  let killing: Promise<void> | undefined

  await Promise.all(
    Array.from({ length: options.concurrency }, async () => {
      for (let job = queue.shift(); job && !killing; job = queue.shift()) {
        const result = await submit(job)
        if (!result.acknowledged) continue
        acknowledged.add(job.submissionId)
        if (acknowledged.size >= options.killAfter && !killing) {
          killedAtMs = performance.now() - started
          killing = server.kill()
        }
      }
    }),
  )
  if (!killing)
    problems.push(`a rajada terminou antes de ${options.killAfter} confirmações: o servidor não foi derrubado no meio`)
  await (killing ?? server.kill())

  let stored = new Map<string, number>()
  try {
    stored = await countStored(server.dataDir, ids)
  } catch (error) {
    problems.push(`o banco não abriu depois do SIGKILL: ${(error as Error).message}`)
  }
  const lost = [...acknowledged].filter((id) => !stored.has(id)).length
  let duplicated = [...stored.values()].filter((n) => n > 1).length

  // The restart: the visitors whose submit never got an answer retry it (same id), others arrive.
  const restarted = await startProductionServer(port, { dataDir: server.dataDir, env: server.env })
  const retry = quoteSubmitter(restarted.base)
  const unanswered = ids
    .map((submissionId, index) => ({ index, submissionId, ip: ip(index) }))
    .filter(({ submissionId }) => !acknowledged.has(submissionId))
  const fresh = Array.from({ length: 5 }, (_, index) => ({
    index: options.burst + index,
    submissionId: crypto.randomUUID(),
    ip: ip(options.burst + index),
  }))
  for (const job of [...unanswered, ...fresh]) {
    const result = await retry(job)
    if (!result.acknowledged) problems.push(`depois do reinício, o envio ${job.index} falhou: ${result.detail}`)
  }
  await restarted.stop()
  const everything = [...ids, ...fresh.map(({ submissionId }) => submissionId)]
  const final = await countStored(restarted.dataDir, everything)
  const missing = everything.filter((id) => !final.has(id)).length
  duplicated = Math.max(duplicated, [...final.values()].filter((n) => n > 1).length)
  if (missing > 0) problems.push(`${missing} envios (repetidos ou novos) não foram gravados depois do reinício`)
  return { acknowledged: acknowledged.size, stored: stored.size, lost, duplicated, killedAtMs, problems }
}

/** The line `npm run bench:crash` prints per round. */
export const describeRound = ({ acknowledged, stored, lost, duplicated }: CrashReport) =>
  `acknowledged ${acknowledged}, stored ${stored}, lost ${lost}, duplicated ${duplicated}`

export const roundHeld = (report: CrashReport) =>
  report.lost === 0 && report.duplicated === 0 && report.problems.length === 0
