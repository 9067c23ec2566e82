import { readdirSync, statSync } from 'node:fs'
import path from 'node:path'

/** When `db:backup` wrote a file: the time in its default name (buffet-AAAA-MM-DD-HH-MM-SS.tar.gz, UTC), else its modification time. */
function writtenAt(file: string): number {
  const match = /buffet-(\d{4})-(\d{2})-(\d{2})-(\d{2})-(\d{2})-(\d{2})\.tar\.gz$/.exec(file)
  return match ? Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]), Number(match[4]), Number(match[5]), Number(match[6])) : statSync(file).mtimeMs
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
