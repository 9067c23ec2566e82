import { spawn } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import { chromiumPath, missingPrerequisites, opensslPath, postgresBin } from '@/scripts/support/prerequisites'

const nowhere = '/nao/existe'

/** `npm test` as a developer runs it; the whole process group is killed if it goes on past the check. */
function npmTest(env: Record<string, string>): Promise<{ code: number | null; lines: string[] }> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['test'], {
      env: { ...process.env, ...env },
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    // The check takes seconds: a run still going after this is the suite itself, started anyway.
    const timer = setTimeout(() => process.kill(-child.pid!, 'SIGKILL'), 90_000)
    child.on('close', (code) => {
      clearTimeout(timer)
      // npm's own lines: the script it runs ("> …") and its failure notice ("npm error …").
      resolve({
        code,
        lines: output
          .split('\n')
          .filter((line) => line.trim() && !line.startsWith('> ') && !line.startsWith('npm error')),
      })
    })
  })
}

describe('test prerequisites', () => {
  it('name what is missing, where it was looked for and the apt-get line that installs it', () => {
    expect(missingPrerequisites({ CHROMIUM_PATH: process.execPath, POSTGRES_BIN: nowhere })).toBe(
      `[npm test] Falta o PostgreSQL 15 (${nowhere}, ou POSTGRES_BIN): instale com \`sudo apt-get install -y postgresql\` (o .ci/run instala sozinho) e rode de novo.`,
    )
    expect(missingPrerequisites({ CHROMIUM_PATH: nowhere, POSTGRES_BIN: postgresBin() })).toMatch(
      /^\[npm test\] Falta o Chromium \(\/nao\/existe, ou CHROMIUM_PATH\): instale com `sudo apt-get install -y chromium`/,
    )
    expect(missingPrerequisites({ OPENSSL_PATH: nowhere })).toMatch(
      /^\[npm test\] Falta o OpenSSL \(\/nao\/existe, ou OPENSSL_PATH\): instale com `sudo apt-get install -y openssl`/,
    )
    expect(missingPrerequisites({})).toBe(null)
    expect(opensslPath({})).toBe('/usr/bin/openssl')
    expect(chromiumPath({})).toBe('/usr/bin/chromium')
    expect(postgresBin({})).toBe('/usr/lib/postgresql/15/bin')
  })

  it('stop npm test with one line before any check or test runs', async () => {
    const { code, lines } = await npmTest({ CHROMIUM_PATH: nowhere, POSTGRES_BIN: nowhere })
    expect(code).not.toBe(0)
    expect(lines).toEqual([
      `[npm test] Falta o Chromium (${nowhere}, ou CHROMIUM_PATH) e o PostgreSQL 15 (${nowhere}, ou POSTGRES_BIN): instale com \`sudo apt-get install -y chromium postgresql\` (o .ci/run instala sozinho) e rode de novo.`,
    ])
  }, 120_000)
})
