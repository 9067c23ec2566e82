import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs'
import path from 'node:path'

export class DatabaseLockedError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `O banco de dados embutido em ${dataDir} já está aberto pelo processo ${pid}. ` +
        'Pare o outro servidor (npm run dev / npm start) antes de continuar: o PGlite aceita um processo por pasta.',
    )
    this.name = 'DatabaseLockedError'
  }
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/**
 * Claims the data directory for this process with a pid file, so a second process gets a clear
 * error instead of corrupting PGlite's files. A lock left by a dead process is taken over.
 * Returns the function that releases it.
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true })
  const file = path.join(dataDir, 'buffet.lock')
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx')
      writeSync(fd, String(process.pid))
      closeSync(fd)
      // A process that opens and closes databases many times (a test reading copies) must not gather listeners.
      const release = () => {
        process.off('exit', release)
        rmSync(file, { force: true })
      }
      process.once('exit', release)
      return release
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      const pid = Number(readFileSync(file, 'utf8'))
      if (pid && pid !== process.pid && isAlive(pid)) throw new DatabaseLockedError(dataDir, pid)
      rmSync(file, { force: true })
    }
  }
  throw new DatabaseLockedError(dataDir, Number(readFileSync(file, 'utf8')))
}
