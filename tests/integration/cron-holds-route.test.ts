import { afterAll, describe, expect, it, vi } from 'vitest'
import { addDays } from '@/lib/dates/calendar'
import { sharedEmbeddedDatabase } from '@/lib/db/embedded-database'
import { todayInSaoPaulo } from '@/lib/dates'
import { storedQuote } from '../support/proposal'
import { migratedDataDir } from '../support/migrated-snapshot'

// GET /api/cron/holds as Vercel Cron calls it (and the VPS's `npm run holds` asks the server): the
// holds whose deposit deadline has passed lapse, once, and only for the holder of CRON_SECRET.
const dataDir = migratedDataDir('pre-reservas-')
const SECRET = 'segredo-do-cron-das-pre-reservas'
vi.stubEnv('DATA_DIR', dataDir)
vi.stubEnv('CRON_SECRET', SECRET)
const { GET } = await import('@/app/api/cron/holds/route')
afterAll(() => vi.unstubAllEnvs())

const call = (authorization?: string) =>
  GET(new Request('http://localhost:3000/api/cron/holds', { headers: authorization ? { authorization } : {} }))

describe('the holds cron route', () => {
  it('refuses a call without the secret, and lapses nothing', async () => {
    const db = await sharedEmbeddedDatabase(dataDir)
    const today = todayInSaoPaulo()
    const id = await storedQuote(db, { date: addDays(today, 30) })
    // A hold whose deadline was yesterday, as the acceptance of three days ago left it.
    await db.asOwner((tx) =>
      tx.query(
        `insert into public.bookings (orcamento_id, day, kind, hold_until, source) values ($1, $2, 'hold', $3, 'acceptance')`,
        [id, addDays(today, 30), addDays(today, -1)],
      ),
    )
    for (const authorization of [undefined, 'Bearer outro-segredo-qualquer-de-32', `Bearer ${SECRET}x`]) {
      const response = await call(authorization)
      expect(response.status).toBe(401)
    }
    const { rows } = await db.asOwner((tx) =>
      tx.query<{ n: number }>('select count(*)::int as n from public.bookings where lapsed_at is not null'),
    )
    expect(rows[0]!.n).toBe(0)
  })

  it('lapses the holds past their deadline for the holder of the secret, once', async () => {
    const first = await call(`Bearer ${SECRET}`)
    expect(first.status).toBe(200)
    expect(first.headers.get('cache-control')).toBe('no-store')
    expect(await first.json()).toEqual({ lapsed: 1 })
    expect(await (await call(`Bearer ${SECRET}`)).json()).toEqual({ lapsed: 0 })
    const db = await sharedEmbeddedDatabase(dataDir)
    const { rows } = await db.asOwner((tx) =>
      tx.query<{ status: string }>(
        `select q.status from public."Orcamentos" q join public.bookings b on b.orcamento_id = q.id where b.lapsed_at is not null`,
      ),
    )
    expect(rows).toEqual([{ status: 'em_contato' }])
  })
})
