import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { engineMinimum, nodeCheck } from '@/scripts/support/node-version'
import { packageScript } from '../support/package-script'

const engines = (JSON.parse(readFileSync('package.json', 'utf8')) as { engines: { node: string } }).engines.node
const root = mkdtempSync(path.join(tmpdir(), 'doctor-node-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))

/** An npm script in a process whose Node reports `version` (process.versions.node, what the checks read). */
function npmRun(script: string, env: NodeJS.ProcessEnv, version?: string) {
  return spawnSync('npm', ['run', '--silent', script], { env: withVersion(env, version), encoding: 'utf8' })
}

/** `env` for a process whose Node reports `version` (process.versions.node, what the checks read). */
function withVersion(env: NodeJS.ProcessEnv, version?: string): NodeJS.ProcessEnv {
  if (!version) return env
  const preload = path.join(root, `node-${version}.mjs`)
  writeFileSync(preload, `Object.defineProperty(process.versions, 'node', { value: ${JSON.stringify(version)} })\n`)
  return { ...env, NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import ${pathToFileURL(preload).href}` }
}

/**
 * npm run doctor; `command: false` starts what it runs (one node process: npm's and the tsx CLI's
 * start-up cost seconds on a loaded machine), for the checks whose subject is not the command.
 */
function doctor(nodeEnv: 'production' | 'development', version?: string, { command = true } = {}) {
  const env = {
    ...process.env,
    NODE_ENV: nodeEnv,
    BACKUP_DIR: path.join(root, 'backups'),
    DATA_DIR: path.join(root, 'sem-banco'),
  }
  return command ? npmRun('doctor', env, version) : packageScript('doctor', [], { env: withVersion(env, version) })
}

describe('the Node.js version in npm run doctor', () => {
  it.each([
    ['^22.19.0 || ^24.0.0', '22.19.0'],
    ['>=24.11', '24.11'],
    ['>=22.12 <23 || >=24', '22.12'],
  ])('the minimum of %s is %s', (range, minimum) => {
    expect(engineMinimum(range)).toBe(minimum)
  })

  it.each([
    ['24.21.0', '^22.19.0 || ^24.0.0', true, 'ok'],
    ['22.19.0', '^22.19.0 || ^24.0.0', true, 'ok'],
    ['22.18.9', '^22.19.0 || ^24.0.0', true, 'erro'],
    ['20.20.2', '^22.19.0 || ^24.0.0', true, 'erro'],
    ['20.20.2', '^22.19.0 || ^24.0.0', false, 'aviso'],
  ] as const)('Node %s against %s (production: %s) is %s', (version, range, production, severity) => {
    expect(nodeCheck(version, range, production).severity).toBe(severity)
  })

  it('reports the running version and what package.json asks', () => {
    const run = doctor('production', undefined, { command: false })
    expect(run.stdout).toContain(`[buffet] ok    Node.js: ${process.versions.node} (o projeto pede ${engines})`)
  }, 120_000)

  it('refuses a Node below the minimum in production, and only warns in development', () => {
    const production = doctor('production', '20.20.2')
    expect(production.status).toBe(1)
    expect(production.stdout).toContain(
      `[buffet] ERRO  Node.js: 20.20.2 é anterior ao mínimo ${engineMinimum(engines)} (engines do package.json: ${engines}): instale o Node.js 24 LTS`,
    )
    expect(production.stdout).toContain('[buffet] o Node.js desta máquina é antigo demais para publicar o site.')
    expect(production.stdout).not.toContain('pronto para o build de produção')

    const development = doctor('development', '20.20.2', { command: false })
    expect(development.stdout).toContain('[buffet] AVISO Node.js: 20.20.2 é anterior ao mínimo')
    expect(development.stdout).not.toContain('antigo demais')
  }, 240_000)

  // npm runs the same check after resolving the tree of `npm install` (preinstall) and before `npm run dev`.
  it('stops install and dev on an older Node with one Portuguese line naming scripts/with-node.sh', () => {
    const old = npmRun('predev', process.env, '20.20.2')
    expect(old.status).toBe(1)
    const lines = old.stderr.split('\n').filter((line) => line.startsWith('[node]'))
    expect(lines).toEqual([
      `[node] Este projeto pede o Node.js ${engines} e esta máquina tem o 20.20.2: rode os mesmos comandos por scripts/with-node.sh (scripts/with-node.sh npm install && scripts/with-node.sh npm run dev), que baixa o Node.js 24 do registro do npm para .node/ uma vez.`,
    ])
    const current = npmRun('predev', process.env)
    expect(current.status).toBe(0)
    expect(current.stderr).not.toContain('[node]')
  }, 120_000)
})
