import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AmendmentChanges } from '@/components/proposals/amendment-changes'
import type { SignedInCaller } from '@/lib/db/caller'
import type { EventSheet } from '@/lib/contacts/contract'
import type { ProposalView } from '@/lib/proposals/contract'
import type { InstallmentState } from '@/lib/proposals/schedule'
import { engines, type TestDatabase } from '../support/engines'
import { anonymous, createUser, errorOf } from '../support/database'
import {
  amendedProposal,
  callAs,
  clientAccepts,
  CLIENT_CPF,
  dayFromToday,
  eventDay,
  newToken,
  proposalDraft,
  sentProposal,
  storedQuote,
} from '../support/proposal'

// A party for 60 at R$ 60,00 a guest, no discount, 30% deposit: R$ 3.600, of which R$ 1.080 deposit.
const sixty = (eventDate = eventDay()) =>
  proposalDraft({
    guests: 60,
    eventDate,
    discountKind: 'none',
    discountValue: 0,
    lines: [{ description: 'Pacote Kids', unitCents: 6000, quantity: 60 }],
  })

describe.each(engines())('amendments (aditivo) on $name', { timeout: 180_000 }, (engine) => {
  let db: TestDatabase
  let admin: SignedInCaller

  beforeAll(async () => {
    await engine.start()
    db = await engine.emptyDatabase()
    await db.migrate()
    admin = await createUser(db, 'admin@exemplo.com', { admin: true })
  })
  afterAll(() => engine.stop())

  const accept = (token: string, name?: string, on: Pick<TestDatabase, 'asCaller'> = db) =>
    clientAccepts(on, token, name)
  const view = (token: string) => callAs<ProposalView | null>(db, anonymous, 'public.proposal_view($1)', [token])
  const pay = (proposalId: number, cents: number) =>
    callAs<number>(db, admin, 'public.admin_proposal_record_payment($1, $2, $3, $4, $5)', [
      proposalId,
      cents,
      dayFromToday(0),
      'pix',
      null,
    ])
  const sheet = (quote: number) => callAs<EventSheet>(db, admin, 'public.admin_event_sheet($1)', [quote])
  const installments = (proposalId: number) =>
    owner<{ value: InstallmentState[] }>('select public.proposal_installments($1) as value', [proposalId]).then(
      (rows) => rows[0]!.value,
    )
  const owner = <T>(sql: string, params: unknown[]) =>
    db.asOwner((tx) => tx.query<T & Record<string, unknown>>(sql, params)).then(({ rows }) => rows)
  const liveBooking = async (quote: number) =>
    (
      await owner<{ day: string; kind: string }>(
        `select to_char(day, 'YYYY-MM-DD') as day, kind from public.bookings where orcamento_id = $1 and released_at is null and lapsed_at is null`,
        [quote],
      )
    )[0]

  /** A won party: the proposal for 60 sent, accepted and its deposit paid. */
  async function wonParty(eventDate = eventDay()) {
    const quote = await storedQuote(db)
    const sent = await sentProposal(db, admin, quote, sixty(eventDate))
    expect(await accept(sent.token)).toMatchObject({ outcome: 'accepted' })
    await pay(sent.proposalId, 108_000)
    return { quote, ...sent }
  }

  it('60 → 80 guests: until accepted the first version stands; accepted, the extra R$ 1.200 is recorded and the sheet shows 80 with the amended items', async () => {
    // Within the feed's two years ahead, on a day no other test takes.
    const { quote, proposalId, token: first } = await wonParty(dayFromToday(500))
    const amendment = await amendedProposal(db, admin, quote, {
      ...sixty(),
      eventDate: (await sheet(quote)).date,
      guests: 80,
      lines: [{ description: 'Pacote Kids', unitCents: 6000, quantity: 80 }],
    })
    expect(amendment.version).toBe(2)

    // The party is won (its deposit paid), which is what an aditivo is for: its link offers the answer.
    const offered = await view(amendment.token)
    expect(offered).toMatchObject({ number: 2, state: 'open', outdated: false })
    expect(offered?.content.totalCents).toBe(480_000)
    expect(offered?.content.amendment).toEqual({
      of: 1,
      paidCents: 108_000,
      before: {
        date: (await sheet(quote)).date,
        guests: 60,
        totalCents: 360_000,
        lines: [{ description: 'Pacote Kids', unitCents: 6000, quantity: 60, totalCents: 360_000 }],
      },
    })
    // The deposit stays as agreed and paid; the open balance takes the new total to the centavo.
    expect(offered?.content.schedule).toEqual([
      { label: 'Sinal', amountCents: 108_000, due: null },
      { label: 'Restante', amountCents: 372_000, due: null },
    ])

    // The client's page, as the server sends it (no script): before → after, the new total, what remains.
    const page = renderToStaticMarkup(createElement(AmendmentChanges, { content: offered!.content, open: true }))
    expect(page).toContain('Aditivo à proposta aceita (versão 1)')
    expect(page).toMatch(/Convidados<\/th><td[^>]*>60<\/td><td[^>]*>80<\/td>/)
    expect(page).toMatch(/Total<\/th><td[^>]*>R\$\s3\.600,00<\/td><td[^>]*>R\$\s4\.800,00<\/td>/)
    expect(page).toMatch(/Restante: R\$\s3\.720,00/)
    expect(page).not.toContain('Sinal:')

    // Not yet accepted: the first version stands for the money, the sheet and the client's first link.
    const before = await sheet(quote)
    expect(before.accepted).toMatchObject({ version: 1, guests: 60 })
    expect((await pay(proposalId, 372_000).catch((error: unknown) => error)) as { code?: string }).toMatchObject({
      code: 'PY001',
    })
    expect((await view(first))?.state).toBe('accepted')

    expect(await accept(amendment.token)).toEqual({
      outcome: 'accepted',
      orcamentoId: quote,
      clientEmail: 'maria@exemplo.com',
    })
    const after = await sheet(quote)
    expect(after.guests).toBe(80)
    expect(after.accepted).toEqual({
      version: 2,
      guests: 80,
      lines: [{ description: 'Pacote Kids', unitCents: 6000, quantity: 80, totalCents: 480_000 }],
    })
    expect(after.status).toBe('fechado')
    // The link of the aditivo now shows the contract's payer (the first acceptance) and the schedule as paid.
    expect(await view(amendment.token)).toMatchObject({
      state: 'accepted',
      acceptedName: 'Maria Souza',
      acceptedCpf: CLIENT_CPF,
      depositPaid: true,
    })
    expect((await view(amendment.token))?.acceptedAt).toEqual(expect.any(String))
    // The owner's calendar feed shows the party with its new guest count.
    const feedToken = newToken() + newToken()
    await callAs(db, admin, 'public.admin_calendar_feed_renew($1)', [feedToken])
    const feed = await callAs<{ id: number; guests: number | null }[]>(db, anonymous, 'public.calendar_feed($1)', [
      feedToken,
    ])
    expect(feed.find(({ id }) => Number(id) === quote)?.guests).toBe(80)
    expect(after.booking).toMatchObject({ kind: 'confirmed', day: before.date })

    // Payments stay; the extra is recorded against the new total, and nothing more.
    expect(Number(await pay(proposalId, 372_000))).toBeGreaterThan(0)
    expect(await installments(proposalId)).toEqual([
      expect.objectContaining({ number: 1, amountCents: 108_000, paidCents: 108_000, remainingCents: 0 }),
      expect.objectContaining({ number: 2, amountCents: 372_000, paidCents: 372_000, remainingCents: 0 }),
    ])
    expect(((await pay(proposalId, 1).catch((error: unknown) => error)) as { code?: string }).code).toBe('PY001')
    const [value] = await owner<{ cents: number }>(
      'select event_value_cents::int as cents from public."Orcamentos" where id = $1',
      [quote],
    )
    expect(value?.cents).toBe(480_000)
    expect((await view(first))?.state).toBe('replaced')
    expect(await accept(first)).toEqual({ outcome: 'replaced' })
    const audit = await owner<{ action: string }>(
      `select action from public.audit_log where subject = $1 and action like 'amendment_%' order by id`,
      [`orcamento:${quote}`],
    )
    expect(audit.map(({ action }) => action)).toEqual(['amendment_sent', 'amendment_accepted'])
  })

  it('parallel acceptances of one amendment record exactly one and apply it once', async () => {
    const { quote, proposalId } = await wonParty()
    const amendment = await amendedProposal(db, admin, quote, {
      ...sixty((await sheet(quote)).date ?? eventDay()),
      guests: 70,
      lines: [{ description: 'Pacote Kids', unitCents: 6000, quantity: 70 }],
    })
    const connections = await Promise.all(Array.from({ length: 10 }, () => db.connect()))
    const answers = await Promise.all(
      connections.map((connection, index) => accept(amendment.token, `Maria Souza ${index}`, connection)),
    )
    expect(answers.map(({ outcome }) => outcome).sort()).toEqual([
      'accepted',
      ...Array<string>(9).fill('already_accepted'),
    ])
    const records = await owner<{ n: number }>(
      'select count(*)::int as n from public.proposal_amendment_acceptances where proposal_id = $1',
      [proposalId],
    )
    expect(records[0]?.n).toBe(1)
    const accepted = await owner<{ number: number }>(
      `select number from public.proposal_versions where proposal_id = $1 and status = 'accepted'`,
      [proposalId],
    )
    expect(accepted).toEqual([{ number: 2 }])
    const history = await owner<{ n: number }>(
      `select count(*)::int as n from public.quote_history where orcamento_id = $1 and field = 'guests' and new_value = '70'`,
      [quote],
    )
    expect(history[0]?.n).toBe(1)
  })

  it('a new date follows the day rule: a blocked day refuses the amendment and the accepted version stands; a free day moves the booking', async () => {
    const { quote, proposalId } = await wonParty()
    const blocked = eventDay()
    await callAs(db, admin, 'public.block_date($1, $2)', [blocked, 'reforma'])
    const refused = await amendedProposal(db, admin, quote, { ...sixty(blocked) })
    expect(await accept(refused.token)).toEqual({ outcome: 'unavailable', orcamentoId: quote })
    expect((await sheet(quote)).accepted?.version).toBe(1)
    expect((await view(refused.token))?.state).toBe('open')

    const free = eventDay()
    const moved = await amendedProposal(db, admin, quote, { ...sixty(free) })
    expect((await view(refused.token))?.state, 'a newer amendment replaces the unanswered one').toBe('replaced')
    expect(await accept(moved.token)).toMatchObject({ outcome: 'accepted' })
    expect(await liveBooking(quote)).toEqual({ day: free, kind: 'confirmed' })
    expect((await sheet(quote)).date).toBe(free)
    expect((await installments(proposalId)).map(({ amountCents }) => amountCents)).toEqual([108_000, 252_000])
  })

  it('the open installments are recomputed to the new total to the centavo; a total below what is kept is refused', async () => {
    const schedule = (paid: number, total: number) =>
      owner<{ value: { label: string; amountCents: number }[] }>(
        `select public.proposal_amended_schedule($1::jsonb, 1000, $2, $3, '2090-06-01') as value`,
        [
          JSON.stringify([
            { label: 'Sinal', amountCents: 1000, due: null },
            { label: 'Parcela 1 de 2', amountCents: 3000, due: '2090-03-01' },
            { label: 'Parcela 2 de 2', amountCents: 3001, due: '2090-05-01' },
          ]),
          paid,
          total,
        ],
      ).then((rows) => rows[0]!.value.map(({ amountCents }) => amountCents))
    // 1.500 paid: the deposit and 500 of the first installment are kept; 8.500 spread over 2.500 and 3.001 left.
    expect(await schedule(1500, 10_000)).toEqual([1000, 4362, 4638])
    expect(await schedule(1500, 7001)).toEqual([1000, 3000, 3001])
    expect(await schedule(7001, 9001)).toEqual([1000, 3000, 3001, 2000])
    expect(await schedule(1500, 1500)).toEqual([1000, 500])
    const error = await errorOf(() => schedule(1500, 1499))
    expect(error.code).toBe('PY002')
  })

  it('an aditivo left open when the party is cancelled is neither offered nor accepted on its link', async () => {
    const { quote } = await wonParty(dayFromToday(520))
    const amendment = await amendedProposal(db, admin, quote, {
      ...sixty(),
      eventDate: (await sheet(quote)).date,
      guests: 80,
      lines: [{ description: 'Pacote Kids', unitCents: 6000, quantity: 80 }],
    })
    await callAs(db, admin, 'public.admin_party_cancel($1, $2)', [quote, 'Cliente desistiu da festa'])
    expect(await view(amendment.token)).toMatchObject({ state: 'open', outdated: true })
    expect(await accept(amendment.token)).toMatchObject({ outcome: 'outdated' })
    expect((await sheet(quote)).guests).toBe(60)
  })

  it('only an accepted proposal takes an amendment, and only an administrator sends one', async () => {
    const quote = await storedQuote(db)
    const { proposalId } = await sentProposal(db, admin, quote, sixty())
    const amendAs = (caller: SignedInCaller) =>
      errorOf(() =>
        callAs(db, caller, 'public.admin_proposal_amend($1, $2, $3, $4)', [
          proposalId,
          'a'.repeat(22),
          'b'.repeat(22),
          '{"totalCents":1}',
        ]),
      )
    expect((await amendAs(admin)).code).toBe('55000')
    expect((await amendAs(await createUser(db, 'cliente@exemplo.com'))).code).toBe('42501')
  })
})
