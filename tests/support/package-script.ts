import { spawnSync, type SpawnSyncOptionsWithStringEncoding } from 'node:child_process'
import { readFileSync } from 'node:fs'

type Options = Omit<SpawnSyncOptionsWithStringEncoding, 'encoding'>

let scripts: Record<string, string> | undefined

/** `npm run <script> -- <args>`, as an operator types it. */
export const npmRun = (script: string, args: string[], options: Options = {}) =>
  spawnSync('npm', ['run', '--silent', script, '--', ...args], { ...options, encoding: 'utf8' })

/**
 * What `npm run <script>` runs, read from package.json (`tsx <file>`), started as one node process:
 * without npm's, sh's and the tsx CLI's start-up, about a second each time on a loaded machine.
 */
export function packageScript(script: string, args: string[], options: Options = {}) {
  scripts ??= (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts
  const command = scripts[script] ?? ''
  const file = /^tsx (\S+)$/.exec(command)?.[1]
  if (!file) throw new Error(`package.json's ${script} is not "tsx <file>": ${command}`)
  return spawnSync(process.execPath, ['--import', 'tsx', file, ...args], { ...options, encoding: 'utf8' })
}
