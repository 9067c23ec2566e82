import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { homePageQuery } from '@/lib/content/queries'
import { sanitySource } from '@/lib/content/adapters/sanity'
import { ContentUnavailableError } from '@/lib/content/contract'
import { loadSeed } from '@/lib/content/seed/load-seed'
import { contentLakeStandIn } from '../support/content-lake-stand-in'

// The Sanity source against a Content Lake stand-in that goes down: the built site's pages are
// covered by tests/e2e/content-outage.spec.ts; this pins the source's own contract, quickly.
const lake = contentLakeStandIn(0, loadSeed('studio/seed'))
const project = { projectId: 'standin', dataset: 'production', apiVersion: '2025-10-01' }
const cacheDir = mkdtempSync(path.join(tmpdir(), 'sanity-last-good-'))

let down: string

beforeAll(async () => {
  // An address where nothing listens: a stand-in started and stopped again.
  const gone = contentLakeStandIn(0, [])
  await gone.start()
  down = gone.url
  await gone.stop()
  await lake.start()
})
afterAll(() => lake.stop())

describe('Sanity source when the Content Lake fails', () => {
  it('answers from the Content Lake, then with the last good answer during a 503, logging one line', async () => {
    const fetch = sanitySource(project, { apiHost: lake.url, cacheDir })
    const fresh = await fetch(homePageQuery, {}, ['homePage'])
    expect(fresh).toMatchObject({ page: expect.any(Object) })
    lake.failWith(503)
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      expect(await fetch(homePageQuery, {}, ['homePage'])).toEqual(fresh)
      expect(log.mock.calls).toEqual([
        ['[conteúdo] Sanity indisponível (HTTP 503) ao consultar homePage: mantida a última versão'],
      ])
    } finally {
      lake.failWith()
      log.mockRestore()
    }
  })

  it('a restarted server (new source, same build) still has the last good answer on disk', async () => {
    const restarted = sanitySource(project, { apiHost: down, cacheDir })
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      expect(await restarted(homePageQuery, {}, ['homePage'])).toMatchObject({ page: expect.any(Object) })
      expect(log).toHaveBeenCalledTimes(1)
      expect(String(log.mock.calls[0]![0])).toMatch(
        /^\[conteúdo\] Sanity indisponível \(ECONNREFUSED\) ao consultar homePage: mantida a última versão$/,
      )
    } finally {
      log.mockRestore()
    }
  })

  it('a query that never succeeded fails with ContentUnavailableError', async () => {
    const never = sanitySource(project, { apiHost: down, cacheDir: mkdtempSync(path.join(tmpdir(), 'sanity-empty-')) })
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      await expect(never(homePageQuery, {}, ['homePage'])).rejects.toBeInstanceOf(ContentUnavailableError)
    } finally {
      log.mockRestore()
    }
  })
})
