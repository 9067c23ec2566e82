import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { e2e } from './config'
import { isoInDays } from './quote-form'

// Past every fixed day a spec uses (up to 200 days ahead), before the party-day sheets prepared from
// 598 days ahead, and inside the 18 months whose full days the quote form warns about.
const FIRST = 210
const SPAN = 330

/**
 * A day no other test of this run books: an acceptance holds its date, a won quote fills it, an
 * administrator blocks one, and a random day per test met another spec's now and then (a full day
 * refused an acceptance). A day is claimed by creating its file, which only one worker can do; the
 * e2e server's start empties the folder with the database.
 */
export function ownDay(): string {
  const claimed = path.join(e2e.root, 'days')
  mkdirSync(claimed, { recursive: true })
  const start = Math.floor(Math.random() * SPAN)
  for (let step = 0; step < SPAN; step++) {
    const days = FIRST + ((start + step) % SPAN)
    try {
      writeFileSync(path.join(claimed, String(days)), '', { flag: 'wx' })
      return isoInDays(days)
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    }
  }
  throw new Error(`os ${SPAN} dias dos testes já foram usados nesta execução`)
}
