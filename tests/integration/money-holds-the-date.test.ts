import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addDays } from '@/lib/dates/calendar'
import { agendaStore } from '@/lib/agenda/store'
import { bookingStore } from '@/lib/bookings/store'
import type { SignedInCaller } from '@/lib/db/caller'
import type { Rpc } from '@/lib/db/rpc'
import { todayInSaoPaulo } from '@/lib/dates'
import { proposalStore } from '@/lib/proposals/store'
import { engines, type TestDatabase } from '../support/engines'
import { clientContract, eventDay, fiveThousandDraft, sentProposal, storedQuote } from '../support/proposal'
import { ownerDatabase } from '../support/owner-database'

const evidence = { clientAddress: '203.0.113.21', userAgent: 'Mozilla/5.0 (teste)' }
const today = todayInSaoPaulo()

// A deposit paid in part holds the date past its deadline: the daily job leaves the day booked and
// puts the hold in the owner's list and the digest; the client's last part is then accepted.
describe.each(engines())('money received holds the date on $name', { timeout: 240_000 }, (engine) => {
  let db: TestDatabase
  let rpc: Rpc
  let admin: SignedInCaller

  beforeAll(async () => {
    ;({ db, rpc, admin } = await ownerDatabase(engine))
    expect(await bookingStore(rpc).setCapacity(admin, 2)).toBe(true)
  })
  afterAll(() => engine.stop())

  const store = () => proposalStore(rpc)
  const accepted = async (date: string) => {
    const quote = await storedQuote(db, { date })
    const sent = await sentProposal(db, admin, quote, fiveThousandDraft(date))
    return { quote, ...sent, outcome: (await store().accept(sent.token, clientContract(), evidence)).outcome }
  }
  const quoteRow = async (id: number) =>
    (
      await db.asOwner((tx) =>
        tx.query<{ status: string; next_contact: string | null }>(
          'select status, next_contact::text from public."Orcamentos" where id = $1',
          [id],
        ),
      )
    ).rows[0]!
  const notes = async (id: number) =>
    (
      await db.asOwner((tx) =>
        tx.query<{ body: string }>('select body from public.orcamento_notas where orcamento_id = $1 order by id', [id]),
      )
    ).rows.map(({ body }) => body)
  const pay = (proposalId: number, amountCents: number) =>
    store().recordPayment(admin, proposalId, { amountCents, paidOn: today, method: 'pix' })

  it('sequence: R$ 1.000 of a R$ 1.500 deposit, the deadline passes, the day stays held, the last R$ 500 confirms it', async () => {
    const date = eventDay()
    const first = await accepted(date)
    expect(first.outcome).toBe('accepted')
    await pay(first.proposalId, 1_000_00)
    const before = await quoteRow(first.quote)
    // A hold on another day without money, which still lapses.
    const unpaid = await accepted(eventDay())
    // The deadlines passed (the holds' last day moved back, as the calendar would have).
    await db.asOwner((tx) =>
      tx.query('update public.bookings set hold_until = $2 where orcamento_id = any ($1) and released_at is null', [
        [first.quote, unpaid.quote],
        addDays(today, -1),
      ]),
    )

    expect(await bookingStore(rpc).lapseHolds()).toBe(1)
    expect(await store().booking(unpaid.token)).toMatchObject({ state: 'lapsed' })
    expect((await quoteRow(unpaid.quote)).status).toBe('em_contato')
    expect(await store().booking(first.token)).toMatchObject({ state: 'hold', until: addDays(today, -1) })
    expect(await quoteRow(first.quote)).toEqual({ status: before.status, next_contact: today })
    const decide = await rpc.rows<{ orcamento_id: number; paid_cents: number; deposit_cents: number }>(
      admin,
      'admin_holds_to_decide',
      {},
    )
    expect(decide.map((row) => [Number(row.orcamento_id), Number(row.paid_cents), row.deposit_cents])).toContainEqual([
      first.quote,
      1_000_00,
      1_500_00,
    ])
    const digest = await agendaStore(rpc).digest()!.content(new Date())
    expect(digest.toDecide).toContainEqual({
      id: first.quote,
      name: expect.any(String),
      date,
      until: addDays(today, -1),
    })
    const noted = (await notes(first.quote)).filter((body) => body.startsWith('Sinal parcial: decidir.'))
    expect(noted).toHaveLength(1)
    // The job runs again the next morning: no second note.
    expect(await bookingStore(rpc).lapseHolds()).toBe(0)
    expect((await notes(first.quote)).filter((body) => body.startsWith('Sinal parcial: decidir.'))).toHaveLength(1)

    // Two other clients try the day: the held date leaves one place.
    expect((await accepted(date)).outcome).toBe('accepted')
    expect((await accepted(date)).outcome).toBe('unavailable')

    // The last R$ 500 is accepted and confirms the date.
    expect(await pay(first.proposalId, 500_00)).toBeGreaterThan(0)
    expect(await store().booking(first.token)).toMatchObject({ state: 'confirmed', day: date })
    expect((await quoteRow(first.quote)).status).toBe('fechado')
    expect(
      (await rpc.rows<{ orcamento_id: number }>(admin, 'admin_holds_to_decide', {})).map((row) =>
        Number(row.orcamento_id),
      ),
    ).not.toContain(first.quote)
  })
})
