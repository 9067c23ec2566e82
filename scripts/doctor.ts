import { existsSync } from 'node:fs'
import { checkSetup, formatVerdict } from '../lib/config/setup-check'

// The production verdict for this environment, without starting the site: the same check the
// build runs, with the same .env files Next would load for `next build` (the first file wins).
for (const file of ['.env.production.local', '.env.local', '.env.production', '.env']) {
  if (existsSync(file)) process.loadEnvFile(file)
}

const verdict = checkSetup({ ...process.env, NODE_ENV: process.env.NODE_ENV || 'production' })
for (const line of formatVerdict(verdict)) console.log(line)
if (verdict.errors.length) {
  console.log(`[buffet] ${verdict.errors.length} problema(s): o build de produção vai falhar até corrigir.`)
  process.exitCode = 1
} else {
  console.log(`[buffet] pronto para o build de produção${verdict.warnings.length ? `, com ${verdict.warnings.length} aviso(s)` : ''}.`)
}
