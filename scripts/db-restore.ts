import { existsSync } from 'node:fs'
import path from 'node:path'
import { restoreDatabase } from '../lib/db/backup'

// npm run db:restore -- arquivo.tar.gz: puts a backup back as the embedded database (stop the server first).
if (existsSync('.env.local')) process.loadEnvFile('.env.local')
const dataDir = path.resolve(process.env.DATA_DIR?.trim() || '.data')
const file = process.argv[2]

if (!file) {
  console.error('Informe o arquivo: npm run db:restore -- backups/buffet-AAAA-MM-DD-HH-MM-SS.tar.gz')
  process.exit(1)
}
try {
  const { keptAside, quotes, reanonymized, retention } = await restoreDatabase(file, dataDir)
  if (keptAside) console.log(`O banco que estava em ${dataDir} foi guardado em ${keptAside}.`)
  console.log(`Backup ${file} restaurado em ${dataDir}: ${quotes} orçamento(s).`)
  // Erased data must not come back with the backup (LGPD): both counts, never the data.
  console.log(
    `Anonimização refeita: ${reanonymized} orçamento(s) já anonimizados no banco substituído; retenção (${retention.months} meses): ${retention.anonymized} orçamento(s) anonimizado(s).`,
  )
} catch (error) {
  console.error((error as Error).message)
  process.exitCode = 1
}
