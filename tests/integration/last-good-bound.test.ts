import { mkdtempSync, readdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { lastGoodAnswers } from '@/lib/content/adapters/last-good'
import { menuQuery, redirectQuery, siteChromeQuery } from '@/lib/content/queries'

// The last good answers are kept for pages the site has; a URL anyone can invent must not grow them.
describe('the last-good content cache stays bounded', () => {
  it('keeps nothing for an unknown slug or path (an empty answer), however many are tried', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'last-good-'))
    const cache = lastGoodAnswers(dir)
    for (let n = 0; n < 500; n++) cache.remember(redirectQuery, { path: `/x${n}` }, null)
    cache.remember(menuQuery, { slug: 'nao-existe' }, null)
    expect(cache.size()).toBe(0)
    expect(readdirSync(dir)).toEqual([])
  })

  it('keeps only the queries the site knows', () => {
    const cache = lastGoodAnswers(mkdtempSync(path.join(tmpdir(), 'last-good-')))
    cache.remember('*[_type == "qualquer"]', {}, [{ a: 1 }])
    expect(cache.size()).toBe(0)
    cache.remember(siteChromeQuery, {}, { settings: {} })
    expect(cache.recall(siteChromeQuery, {})).toEqual({ value: { settings: {} } })
  })

  it('makes no entry past its cap, still updates the ones it has, and counts the disk after a restart', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'last-good-'))
    const cache = lastGoodAnswers(dir, { maxEntries: 3 })
    for (const slug of ['a', 'b', 'c', 'd', 'e']) cache.remember(menuQuery, { slug }, { title: slug })
    expect(cache.size()).toBe(3)
    cache.remember(menuQuery, { slug: 'a' }, { title: 'a2' })
    expect(cache.recall(menuQuery, { slug: 'a' })).toEqual({ value: { title: 'a2' } })
    expect(cache.recall(menuQuery, { slug: 'd' })).toBeUndefined()
    const restarted = lastGoodAnswers(dir, { maxEntries: 3 })
    restarted.remember(menuQuery, { slug: 'f' }, { title: 'f' })
    expect(readdirSync(dir)).toHaveLength(3)
    expect(restarted.recall(menuQuery, { slug: 'b' })).toEqual({ value: { title: 'b' } })
  })
})
