import { existsSync } from 'node:fs'
import path from 'node:path'
import { backupDatabase } from '../lib/db/backup'

// npm run db:backup [-- arquivo.tar.gz]: a consistent copy of the embedded database (stop the server first).
if (existsSync('.env.local')) process.loadEnvFile('.env.local')
const dataDir = path.resolve(process.env.DATA_DIR?.trim() || '.data')
const file =
  process.argv[2] ??
  path.join('backups', `buffet-${new Date().toISOString().slice(0, 19).replace(/[:T]/g, '-')}.tar.gz`)

try {
  const { bytes } = await backupDatabase(dataDir, file)
  console.log(`Backup de ${dataDir} gravado em ${file} (${(bytes / 1024).toFixed(0)} KB).`)
} catch (error) {
  console.error((error as Error).message)
  process.exitCode = 1
}
