import { runDigest } from './digest'
import { getRpc } from '../db'
import { runHoldLapse } from './holds'
import { runRetention } from './retention'
import { checkSiteContact } from './site-contact'
import { describeFailure } from '../log/describe-failure'

/** A job the running server does once a day, at `hour` in São Paulo; `runAtStart` for jobs that may run any time (idempotent ones). */
export type DailyJob = { name: string; hour: number; runAtStart?: boolean; run: () => Promise<unknown> }

// One line per daily job (each also has a cron entry in vercel.json and an npm script).
export const dailyJobs: DailyJob[] = [
  // Just after midnight: a hold lapses once its deadline day is over (idempotent, so also at start).
  { name: 'pre-reservas', hour: 0, runAtStart: true, run: () => runHoldLapse() },
  { name: 'retencao', hour: 3, runAtStart: true, run: () => runRetention(getRpc()) },
  // The Studio's WhatsApp and e-mail against the last recorded: catches a change no webhook announced.
  { name: 'contato', hour: 3, runAtStart: true, run: () => checkSiteContact(getRpc()) },
  // At 8:00 only, not at start: a restart later in the day must not mail a digest the owner did not expect then.
  { name: 'resumo', hour: 8, run: () => runDigest() },
]

const DAY_MS = 24 * 60 * 60 * 1000
// São Paulo has kept UTC-3 all year since 2019 (no daylight saving time).
const SAO_PAULO_OFFSET_MS = -3 * 60 * 60 * 1000

/** Milliseconds from `now` to the next `hour`:00 in São Paulo (a full day when it is exactly that time). */
export function msUntilNext(hour: number, now: Date = new Date()): number {
  const local = now.getTime() + SAO_PAULO_OFFSET_MS
  const todayAt = Math.floor(local / DAY_MS) * DAY_MS + hour * 60 * 60 * 1000
  return (todayAt > local ? todayAt : todayAt + DAY_MS) - local
}

async function runJob(job: DailyJob) {
  try {
    await job.run()
  } catch (error) {
    console.error(`[tarefas] ${job.name} falhou:`, describeFailure(error))
  }
}

type Timers = { setTimeout: (run: () => void, ms: number) => { unref?: () => void } }

const globalForJobs = globalThis as unknown as { dailyJobsStarted?: boolean }

/**
 * Runs each job once a day while the server runs (a VPS with `next start`; Vercel uses its cron
 * entries instead). Started once per process; the timers never keep the process alive.
 */
export function startScheduler(jobs: DailyJob[] = dailyJobs, timers: Timers = globalThis): void {
  if (globalForJobs.dailyJobsStarted) return
  globalForJobs.dailyJobsStarted = true
  for (const job of jobs) {
    const schedule = () => timers.setTimeout(() => void runJob(job).finally(schedule), msUntilNext(job.hour)).unref?.()
    if (job.runAtStart) void runJob(job)
    schedule()
  }
  console.log(
    `[tarefas] diárias: ${jobs.map(({ name, hour }) => `${name} às ${String(hour).padStart(2, '0')}h`).join(', ')} (horário de São Paulo)`,
  )
}
