import { existsSync, readFileSync } from 'node:fs'
import { checkSetup, formatVerdict } from '../lib/config/setup-check'
import { restoreLeftovers, staleBackups } from '../lib/db/backup-age'
import { KEPT_ASIDE } from '../lib/db/backup'
import path from 'node:path'
import { nodeCheck } from './support/node-version'
import { retentionPeriod } from './support/retention-period'

// The production verdict for this environment, without starting the site: the same check the
// build runs, with the same .env files Next would load for `next build` (the first file wins).
for (const file of ['.env.production.local', '.env.local', '.env.production', '.env']) {
  if (existsSync(file)) process.loadEnvFile(file)
}

const env = { ...process.env, NODE_ENV: process.env.NODE_ENV || 'production' }
const verdict = checkSetup(env)
const { engines } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
  engines: { node: string }
}
const node = nodeCheck(process.versions.node, engines.node, env.NODE_ENV === 'production')
for (const line of formatVerdict({ ...verdict, services: [node, ...verdict.services] })) console.log(line)
if (node.severity === 'erro') {
  console.log('[buffet] o Node.js desta máquina é antigo demais para publicar o site.')
  process.exitCode = 1
}
if (verdict.errors.length) {
  console.log(`[buffet] ${verdict.errors.length} problema(s): o build de produção vai falhar até corrigir.`)
  process.exitCode = 1
} else if (node.severity !== 'erro') {
  console.log(
    `[buffet] pronto para o build de produção${verdict.warnings.length ? `, com ${verdict.warnings.length} aviso(s)` : ''}.`,
  )
}

// Backups keep what the daily job has anonymized since they were written: past the retention
// period they must go (the privacy policy promises erasure when backups expire).
const backupDir = process.env.BACKUP_DIR?.trim() || 'backups'
const { months, from } = await retentionPeriod(process.env).catch(() => ({ months: 24, from: 'padrão' as const }))
const stale = staleBackups(backupDir, months)
if (stale.length > 0) {
  console.log(
    `[buffet] aviso: ${stale.length} backup(s) em ${backupDir}/ com mais de ${months} meses (prazo de guarda${from === 'padrão' ? ' padrão: o banco está em uso ou inacessível' : ''}): apague-os, eles guardam dados que já foram anonimizados.`,
  )
  for (const file of stale) console.log(`[buffet]   ${file}`)
} else {
  console.log(`[buffet] backups: nenhum em ${backupDir}/ com mais de ${months} meses (prazo de guarda).`)
}

// A restore keeps the database it replaced beside DATA_DIR: a whole copy of the clients' data.
const leftovers = restoreLeftovers(path.resolve(process.env.DATA_DIR?.trim() || '.data'), KEPT_ASIDE)
if (leftovers.length > 0) {
  console.log(
    `[buffet] aviso: ${leftovers.length} banco(s) guardado(s) por uma restauração (npm run db:restore): cópias inteiras dos dados de antes dela. Confirme que a restauração deu certo e apague-os (rm -r).`,
  )
  for (const folder of leftovers) console.log(`[buffet]   ${folder}`)
}
