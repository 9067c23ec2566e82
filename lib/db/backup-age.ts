import { readdirSync, statSync } from 'node:fs'
import path from 'node:path'

/**
 * When a backup was written: the date in its name as db:backup and the README's cron write it
 * (buffet-AAAA-MM-DD-HH-MM-SS.tar.gz or buffet-AAAA-MM-DD.tar.gz, UTC), else the file's modification time.
 */
function writtenAt(file: string): number {
  const match = /buffet-(\d{4})-(\d{2})-(\d{2})(?:-(\d{2})-(\d{2})-(\d{2}))?\.tar\.gz$/.exec(file)
  if (!match) return statSync(file).mtimeMs
  const [, year, month, day, hour = '0', minute = '0', second = '0'] = match
  return Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hour), Number(minute), Number(second))
}

/** The day `months` before `now` (calendar months, as the database's retention counts them). */
export function monthsBefore(now: Date, months: number): Date {
  const date = new Date(now)
  date.setUTCMonth(date.getUTCMonth() - months)
  return date
}

/**
 * The backup archives in `dir` older than the retention period: they still hold quotes the daily
 * job has anonymized since, so they should be deleted (erasure reaches backups when they expire).
 */
export function staleBackups(dir: string, months: number, now: Date = new Date()): string[] {
  let names: string[]
  try {
    names = readdirSync(dir).filter((name) => name.endsWith('.tar.gz'))
  } catch {
    return []
  }
  const limit = monthsBefore(now, months).getTime()
  return names
    .map((name) => path.join(dir, name))
    .filter((file) => writtenAt(file) < limit)
    .sort()
}

/**
 * The databases a restore kept aside beside `dataDir` (`<DATA_DIR>-antes-da-restauracao-<data>`):
 * whole copies of the clients' data as they were before the restore, erasures undone included, until
 * someone deletes them once the restore is confirmed.
 */
export function restoreLeftovers(dataDir: string, keptAside: string): string[] {
  const parent = path.dirname(path.resolve(dataDir))
  const prefix = `${path.basename(path.resolve(dataDir))}${keptAside}`
  try {
    return readdirSync(parent)
      .filter((name) => name.startsWith(prefix))
      .map((name) => path.join(parent, name))
      .sort()
  } catch {
    return []
  }
}
