import { spawn } from 'node:child_process'

// node scripts/run-together.mjs lint typecheck,knip: runs npm scripts side by side, one lane per
// argument (a comma-separated lane runs in order and stops at its first failure). Each script's
// output is printed whole when it ends, never interleaved; the exit status is 1 if any failed.
// npm test's checks are single-threaded: two at a time keep both cores of a small CI machine busy.

/** Runs `npm run <script>` with its output held back; resolves to whether it passed. */
function runScript(script) {
  return new Promise((resolve) => {
    const started = Date.now()
    const child = spawn('npm', ['run', script], { stdio: ['ignore', 'pipe', 'pipe'] })
    const output = []
    child.stdout.on('data', (chunk) => output.push(chunk))
    child.stderr.on('data', (chunk) => output.push(chunk))
    child.on('close', (code) => {
      process.stdout.write(Buffer.concat(output))
      console.log(
        `[${script}] ${code === 0 ? 'ok' : `falhou (saída ${code})`} em ${Math.round((Date.now() - started) / 1000)} s`,
      )
      resolve(code === 0)
    })
  })
}

async function runLane(scripts) {
  for (const script of scripts) if (!(await runScript(script))) return false
  return true
}

const lanes = process.argv.slice(2).map((lane) => lane.split(','))
const results = await Promise.all(lanes.map(runLane))
if (results.includes(false)) process.exitCode = 1
