import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { monthsBefore, staleBackups } from '@/lib/db/backup-age'

let root: string
const backups = () => path.join(root, 'backups')

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'doctor-'))
  mkdirSync(backups())
  const now = new Date()
  const name = (date: Date) => `buffet-${date.toISOString().slice(0, 19).replace(/[:T]/g, '-')}.tar.gz`
  writeFileSync(path.join(backups(), name(monthsBefore(now, 25))), 'x')
  writeFileSync(path.join(backups(), name(monthsBefore(now, 23))), 'x')
  // As the README's daily cron names them: the date only.
  writeFileSync(path.join(backups(), `buffet-${monthsBefore(now, 26).toISOString().slice(0, 10)}.tar.gz`), 'x')
  // A file named by hand: its modification time tells its age.
  const renamed = path.join(backups(), 'antes-da-mudanca.tar.gz')
  writeFileSync(renamed, 'x')
  const old = monthsBefore(now, 30)
  utimesSync(renamed, old, old)
  writeFileSync(path.join(backups(), 'leia-me.txt'), 'x')
})
afterAll(() => rmSync(root, { recursive: true, force: true }))

describe('backups older than the retention period', () => {
  it('are the archives written before the period, by their name or else their date', () => {
    expect(staleBackups(backups(), 24).map((file) => path.basename(file))).toEqual([
      'antes-da-mudanca.tar.gz',
      expect.stringMatching(/^buffet-\d{4}-\d{2}-\d{2}\.tar\.gz$/),
      expect.stringMatching(/^buffet-\d{4}-\d{2}-\d{2}-\d{2}-\d{2}-\d{2}\.tar\.gz$/),
    ])
    expect(staleBackups(backups(), 36)).toEqual([])
    expect(staleBackups(path.join(root, 'nao-existe'), 24)).toEqual([])
  })

  it('are flagged by npm run doctor, with the default period when there is no database to ask', () => {
    const doctor = spawnSync('npm', ['run', '--silent', 'doctor'], {
      env: { ...process.env, BACKUP_DIR: backups(), DATA_DIR: path.join(root, 'sem-banco') },
      encoding: 'utf8',
    })
    expect(doctor.stdout).toContain(
      `[buffet] aviso: 3 backup(s) em ${backups()}/ com mais de 24 meses (prazo de guarda padrão: o banco está em uso ou inacessível): apague-os`,
    )
    expect(doctor.stdout).toContain('antes-da-mudanca.tar.gz')
  }, 120_000)
})
