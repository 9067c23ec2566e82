import { spawnSync } from 'node:child_process'
import { chmodSync, cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const script = path.resolve('scripts/content-import.ts')
const tsx = path.resolve('node_modules/.bin/tsx')

/**
 * A project folder whose `sanity` CLI is a stand-in: it records each call, checks the NDJSON an
 * import is given as the real import would read it, and exits with `exitCodes[command]` (0 by default).
 */
function projectWithFakeCli(exitCodes: { dataset?: number; exec?: number } = {}) {
  const root = mkdtempSync(path.join(tmpdir(), 'importacao-'))
  writeFileSync(path.join(root, 'package.json'), JSON.stringify({ name: 'importacao-teste', private: true }))
  mkdirSync(path.join(root, 'studio/seed'), { recursive: true })
  cpSync('studio/seed/data.ndjson', path.join(root, 'studio/seed/data.ndjson'))
  const bin = path.join(root, 'node_modules/.bin/sanity')
  mkdirSync(path.dirname(bin), { recursive: true })
  writeFileSync(
    bin,
    `#!/usr/bin/env node
const fs = require('node:fs')
const [, , command, action, file] = process.argv
const calls = ${JSON.stringify(path.join(root, 'cli-calls.ndjson'))}
const documents = command === 'dataset' ? fs.readFileSync(file, 'utf8').trim().split('\\n').map((line) => JSON.parse(line)).length : null
fs.appendFileSync(calls, JSON.stringify({ argv: process.argv.slice(2), token: process.env.SANITY_AUTH_TOKEN ?? null, documents, command, action }) + '\\n')
process.exit(${JSON.stringify(exitCodes)}[command] ?? 0)
`,
  )
  chmodSync(bin, 0o755)
  type Call = { argv: string[]; token: string | null; documents: number | null }
  const calls = () =>
    readFileSync(path.join(root, 'cli-calls.ndjson'), 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Call)
  return { root, calls }
}

function runImport(cwd: string, env: Record<string, string>, args: string[] = []) {
  const {
    NEXT_PUBLIC_SANITY_PROJECT_ID: _p,
    NEXT_PUBLIC_SANITY_DATASET: _d,
    SANITY_AUTH_TOKEN: _t,
    ...inherited
  } = process.env
  return spawnSync(tsx, [script, ...args], { cwd, env: { ...inherited, ...env }, encoding: 'utf8' })
}

const seedDocuments = readFileSync('studio/seed/data.ndjson', 'utf8').trim().split('\n').length

describe('npm run content:import', () => {
  it('replaces the configured dataset with the whole seed through the Sanity CLI, then moves what an earlier import left under dotted ids', () => {
    const project = projectWithFakeCli()
    writeFileSync(
      path.join(project.root, '.env.local'),
      'NEXT_PUBLIC_SANITY_PROJECT_ID=abc123\nNEXT_PUBLIC_SANITY_DATASET=production\n',
    )
    const run = runImport(project.root, { SANITY_AUTH_TOKEN: 'token-de-deploy' }, ['--allow-failing-assets'])
    expect(run.status, run.stderr).toBe(0)
    expect(run.stdout).toContain('Importando o conteúdo de exemplo para abc123/production')
    expect(project.calls()).toEqual([
      {
        argv: ['dataset', 'import', 'studio/seed/data.ndjson', 'production', '--replace', '--allow-failing-assets'],
        token: 'token-de-deploy',
        documents: seedDocuments,
        command: 'dataset',
        action: 'import',
      },
      // tests/integration/dotted-ids.test.ts runs this script against a Content Lake stand-in.
      {
        argv: ['exec', 'scripts/move-dotted-ids.ts', '--with-user-token'],
        token: 'token-de-deploy',
        documents: null,
        command: 'exec',
        action: 'scripts/move-dotted-ids.ts',
      },
    ])
  })

  it("fails with the import's exit status, before touching any id", () => {
    const project = projectWithFakeCli({ dataset: 4 })
    const run = runImport(project.root, {
      NEXT_PUBLIC_SANITY_PROJECT_ID: 'abc123',
      NEXT_PUBLIC_SANITY_DATASET: 'staging',
    })
    expect(run.status).toBe(4)
    expect(run.stdout).toContain('Sem SANITY_AUTH_TOKEN: o CLI usa o login de "npx sanity login".')
    expect(project.calls().map(({ argv }) => argv.slice(0, 5))).toEqual([
      ['dataset', 'import', 'studio/seed/data.ndjson', 'staging', '--replace'],
    ])
  })

  it('fails when moving the dotted ids fails', () => {
    const project = projectWithFakeCli({ exec: 1 })
    const run = runImport(project.root, {
      NEXT_PUBLIC_SANITY_PROJECT_ID: 'abc123',
      NEXT_PUBLIC_SANITY_DATASET: 'staging',
    })
    expect(run.status).toBe(1)
    expect(project.calls().map(({ argv }) => argv[0])).toEqual(['dataset', 'exec'])
  })

  it('refuses to run without a project and dataset, and never calls the CLI', () => {
    const project = projectWithFakeCli()
    const run = runImport(project.root, { NEXT_PUBLIC_SANITY_PROJECT_ID: 'abc123' })
    expect(run.status).toBe(1)
    expect(run.stderr).toContain(
      'Defina NEXT_PUBLIC_SANITY_PROJECT_ID e NEXT_PUBLIC_SANITY_DATASET (em .env.local) antes de importar.',
    )
    expect(() => project.calls()).toThrow(/ENOENT/)
  })
})
