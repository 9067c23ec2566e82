import { spawn } from 'node:child_process'

// node scripts/run-together.mjs lint typecheck,knip: runs npm scripts side by side, one lane per
// argument (a comma-separated lane runs in order and stops at its first failure). Each script's
// output is printed whole when it ends, never interleaved; the exit status is 1 if any failed, and
// the first failure stops the other lanes (npm test then stops there: nothing else would be read).
// npm test runs the builds beside the checks, then the browser tests beside Vitest: each pair keeps
// both cores of a small CI machine busy.

const running = new Set()
let failed = false

/** Runs `npm run <script>` with its output held back; resolves to whether it passed. */
function runScript(script) {
  return new Promise((resolve) => {
    const started = Date.now()
    console.log(`[${script}] começou`)
    // Its own process group, so that stopping it stops what npm started too.
    const child = spawn('npm', ['run', script], { stdio: ['ignore', 'pipe', 'pipe'], detached: true })
    running.add(child)
    const output = []
    child.stdout.on('data', (chunk) => output.push(chunk))
    child.stderr.on('data', (chunk) => output.push(chunk))
    child.on('close', (code, signal) => {
      running.delete(child)
      process.stdout.write(Buffer.concat(output))
      const seconds = Math.round((Date.now() - started) / 1000)
      const verdict = code === 0 ? 'ok' : signal ? `parado (${signal})` : `falhou (saída ${code})`
      console.log(`[${script}] ${verdict} em ${seconds} s`)
      resolve(code === 0)
    })
  })
}

// An interrupt, as Ctrl+C sends: Playwright stops its web server (started in a process group of its
// own) only then; on SIGTERM it left the e2e servers running, holding their ports.
function stopOthers() {
  for (const child of running) {
    try {
      process.kill(-child.pid, 'SIGINT')
    } catch {
      // It ended on its own meanwhile.
    }
  }
}

async function runLane(scripts) {
  for (const script of scripts) {
    if (failed) return false
    if (!(await runScript(script))) {
      if (!failed) stopOthers()
      failed = true
      return false
    }
  }
  return true
}

// Stopped itself (Ctrl+C, a CI timeout): the lanes' process groups go too.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopOthers()
    process.exit(1)
  })
}

const lanes = process.argv.slice(2).map((lane) => lane.split(','))
const results = await Promise.all(lanes.map(runLane))
if (results.includes(false)) process.exitCode = 1
