import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { crashRound, describeRound, roundHeld } from './support/crash-round'
import { loadTestEnv, startProductionServer } from './support/production-server'

// Durability under a crash: a production server on the embedded database is killed with SIGKILL
// in the middle of a burst of concurrent submissions, three times, on the same data directory.
const BURST = Number(process.env.BENCH_TOTAL ?? 400)
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 20)
const PORT = Number(process.env.BENCH_PORT ?? 3291)
// Early, midway and late in the burst, as shares of the burst acknowledged before the kill.
const KILL_AT = [0.1, 0.4, 0.75]

const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-crash-'))
let failed = false
try {
  for (const [index, share] of KILL_AT.entries()) {
    const round = index + 1
    // The same data directory every round: the database has survived the previous kills.
    const server = await startProductionServer(PORT, { dataDir, env: loadTestEnv })
    const report = await crashRound(server, PORT, {
      burst: BURST,
      concurrency: CONCURRENCY,
      killAfter: Math.round(BURST * share),
      round,
    })
    console.log(
      `rodada ${round} (SIGKILL após ${Math.round(share * 100)}% confirmados, ${report.killedAtMs.toFixed(0)} ms): ${describeRound(report)}`,
    )
    for (const problem of report.problems) console.log(`  problema: ${problem}`)
    failed ||= !roundHeld(report)
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true })
}
console.log(
  failed
    ? 'FALHOU: algum envio confirmado se perdeu ou duplicou, ou o banco não voltou'
    : 'ok: nenhum envio confirmado perdido ou duplicado nas 3 quedas',
)
if (failed) process.exitCode = 1
