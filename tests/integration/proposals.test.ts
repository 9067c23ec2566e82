import { createHash } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SignedInCaller } from '@/lib/db/caller'
import type { AdminProposal, AnswerResult, ProposalView } from '@/lib/proposals/contract'
import { draftJson } from '@/lib/proposals/contract'
import { engines, type TestDatabase } from '../support/engines'
import { anonymous, createUser, errorOf } from '../support/database'
import {
  callAs,
  dayFromToday,
  newToken,
  proposalDraft,
  sentProposal,
  storedQuote,
  contractArgs,
} from '../support/proposal'

const evidence = ['203.0.113.7', 'Mozilla/5.0 (teste)'] as const

// Creating a PGlite database takes seconds, and far longer on a loaded machine.
describe.each(engines())('proposals on $name', { timeout: 180_000 }, (engine) => {
  let db: TestDatabase
  let admin: SignedInCaller
  let user: SignedInCaller

  beforeAll(async () => {
    await engine.start()
    db = await engine.emptyDatabase()
    await db.migrate()
    admin = await createUser(db, 'admin@exemplo.com', { admin: true })
    user = await createUser(db, 'cliente@exemplo.com')
  })
  afterAll(() => engine.stop())

  const view = (token: string) => callAs<ProposalView | null>(db, anonymous, 'public.proposal_view($1)', [token])
  const accept = (token: string, name = 'Maria Souza', on: Pick<TestDatabase, 'asCaller'> = db) =>
    callAs<AnswerResult>(on as TestDatabase, anonymous, 'public.proposal_accept($1, $2, $3, $4::jsonb, $5, $6)', [
      token,
      name,
      ...contractArgs,
      ...evidence,
    ])
  const refuse = (token: string, reason: string | null = null, on: Pick<TestDatabase, 'asCaller'> = db) =>
    callAs<AnswerResult>(on as TestDatabase, anonymous, 'public.proposal_refuse($1, $2, $3, $4)', [
      token,
      reason,
      ...evidence,
    ])
  const adminProposal = (orcamentoId: number) =>
    callAs<AdminProposal>(db, admin, 'public.admin_proposal($1)', [orcamentoId])
  const quoteStatus = async (id: number) =>
    (
      await db.asOwner((tx) =>
        tx.query<{ status: string }>('select status from public."Orcamentos" where id = $1', [id]),
      )
    ).rows[0]?.status
  const audit = async (action: string, subject: string) =>
    (
      await db.asOwner((tx) =>
        tx.query<{ n: number }>('select count(*)::int as n from public.audit_log where action = $1 and subject = $2', [
          action,
          subject,
        ]),
      )
    ).rows[0]?.n

  it('sending freezes the exact content with its SHA-256, moves the quote to Orçamento enviado and records proposal_sent', async () => {
    const quote = await storedQuote(db)
    const { token, content, version } = await sentProposal(db, admin, quote)
    expect(version).toBe(1)
    const shown = await view(token)
    expect(shown).toMatchObject({ number: 1, state: 'open', content, acceptedAt: null, depositPaid: false, pix: null })
    const stored = await db.asOwner((tx) =>
      tx.query<{ text: string; sha: string }>(
        `select content::text as text, content_sha256 as sha from public.proposal_versions where token_hash = sha256(convert_to($1, 'UTF8'))`,
        [token],
      ),
    )
    expect(shown?.contentSha256).toBe(createHash('sha256').update(stored.rows[0]!.text).digest('hex'))
    expect(await quoteStatus(quote)).toBe('orcamento_enviado')
    expect(await audit('proposal_sent', `orcamento:${quote}`)).toBe(1)
    // Only the hash finds it: the token's hash is stored, and a token one character off is unknown.
    const other = token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A')
    expect(await view(other)).toBeNull()
    expect(await view('nao-e-um-token')).toBeNull()
    expect(await view('')).toBeNull()
  })

  it('a sent version never changes: not by a new draft, not by the next version, not even by the owner', async () => {
    const quote = await storedQuote(db)
    const first = await sentProposal(db, admin, quote)
    const before = await view(first.token)
    await callAs(db, admin, 'public.admin_proposal_save($1, $2)', [
      quote,
      JSON.stringify(draftJson(proposalDraft({ lines: [{ description: 'Outro pacote', unitCents: 1, quantity: 1 }] }))),
    ])
    // The sent version stays as it was; with other items in the draft, its link can no longer be accepted.
    expect(await view(first.token), 'a draft leaves the sent link as it was, still open').toEqual({
      ...before,
      outdated: true,
    })

    const second = await sentProposal(db, admin, quote, proposalDraft({ depositPercent: 50 }))
    expect(second.version).toBe(2)
    const replaced = await view(first.token)
    expect(replaced).toEqual({ ...before, state: 'replaced' })
    expect(await view(second.token)).toMatchObject({ number: 2, state: 'open', content: second.content })
    expect(await accept(first.token)).toEqual({ outcome: 'replaced' })

    const owner = (sql: string) => errorOf(() => db.asOwner((tx) => tx.query(sql, [first.token])))
    expect(
      (
        await owner(
          `update public.proposal_versions set content = '{}'::jsonb where token_hash = sha256(convert_to($1, 'UTF8'))`,
        )
      ).message,
    ).toBe('uma versão enviada não muda')
    expect(
      (
        await owner(
          `update public.proposal_versions set valid_until = '2100-01-01' where token_hash = sha256(convert_to($1, 'UTF8'))`,
        )
      ).message,
    ).toBe('uma versão enviada não muda')
    expect(
      (await owner(`delete from public.proposal_versions where token_hash = sha256(convert_to($1, 'UTF8'))`)).message,
    ).toBe('uma versão enviada não pode ser apagada')
    expect(await view(first.token)).toEqual(replaced)
    const listed = await adminProposal(quote)
    expect(listed.versions.map(({ number, state }) => [number, state])).toEqual([
      [2, 'open'],
      [1, 'replaced'],
    ])
  })

  it('20 concurrent accepts of one link record exactly one acceptance, hold the date once and audit it once', async () => {
    const quote = await storedQuote(db)
    const { token, content } = await sentProposal(db, admin, quote)
    const connections = await Promise.all(Array.from({ length: 20 }, () => db.connect()))
    const answers = await Promise.all(
      connections.map((connection, index) => accept(token, `Maria Souza ${index}`, connection)),
    )
    const outcomes = answers.map(({ outcome }) => outcome).sort()
    expect(outcomes).toEqual(['accepted', ...Array<string>(19).fill('already_accepted')])
    expect(answers.find(({ outcome }) => outcome === 'accepted')).toEqual({
      outcome: 'accepted',
      orcamentoId: quote,
      clientEmail: 'maria@exemplo.com',
    })
    const { rows } = await db.asOwner((tx) =>
      tx.query<{ n: number; address: string; agent: string; sha: string }>(
        `select count(*)::int as n, min(client_address) as address, min(user_agent) as agent, min(a.content_sha256) as sha
         from public.proposal_acceptances a join public.proposals p on p.id = a.proposal_id where p.orcamento_id = $1`,
        [quote],
      ),
    )
    const shown = await view(token)
    expect(rows[0]).toEqual({ n: 1, address: evidence[0], agent: evidence[1], sha: shown?.contentSha256 })
    expect(shown).toMatchObject({ state: 'accepted', content })
    expect(shown?.acceptedName).toMatch(/^Maria Souza \d+$/)
    // The date is held until the deposit's deadline: the quote is won when the deposit arrives.
    expect(await quoteStatus(quote)).toBe('orcamento_enviado')
    const { rows: holds } = await db.asOwner((tx) =>
      tx.query<{ n: number }>(
        `select count(*)::int as n from public.bookings where orcamento_id = $1 and kind = 'hold'`,
        [quote],
      ),
    )
    expect(holds[0]!.n).toBe(1)
    expect(await audit('proposal_accepted', `orcamento:${quote}`)).toBe(1)
    expect(await refuse(token)).toEqual({ outcome: 'already_accepted' })
  })

  it('an accept racing a refusal: exactly one of them wins', async () => {
    const quote = await storedQuote(db)
    const { token } = await sentProposal(db, admin, quote)
    const [a, b] = await Promise.all([db.connect(), db.connect()])
    const answers = await Promise.all([accept(token, 'Maria Souza', a), refuse(token, 'caro', b)])
    const outcomes = answers.map(({ outcome }) => outcome).sort()
    expect([
      ['accepted', 'already_accepted'],
      ['already_refused', 'refused'],
    ]).toContainEqual(outcomes)
  })

  it('an accepted proposal is final: no new draft, no new version', async () => {
    const quote = await storedQuote(db)
    const { token, proposalId } = await sentProposal(db, admin, quote)
    await accept(token)
    const error = await errorOf(() =>
      callAs(db, admin, 'public.admin_proposal_save($1, $2)', [quote, JSON.stringify(draftJson(proposalDraft()))]),
    )
    expect({ code: error.code, message: error.message }).toEqual({ code: '55000', message: 'proposta aceita não muda' })
    const sending = await errorOf(() =>
      callAs(db, admin, 'public.admin_proposal_send($1, $2, $3, $4)', [
        proposalId,
        newToken(),
        newToken(),
        '{"totalCents":1,"depositCents":0}',
      ]),
    )
    expect(sending.code).toBe('55000')
  })

  it('expiry: valid through its last day in São Paulo, then neither accepted nor refused', async () => {
    const lastDay = await storedQuote(db)
    const today = await sentProposal(db, admin, lastDay, proposalDraft({ validUntil: dayFromToday(0) }))
    expect((await view(today.token))?.state).toBe('open')

    const quote = await storedQuote(db)
    const { token } = await sentProposal(db, admin, quote, proposalDraft({ validUntil: dayFromToday(-1) }))
    expect((await view(token))?.state).toBe('expired')
    expect(await accept(token)).toEqual({ outcome: 'expired' })
    expect(await refuse(token)).toEqual({ outcome: 'expired' })
    expect(await quoteStatus(quote)).toBe('orcamento_enviado')
    expect(await accept(today.token)).toMatchObject({ outcome: 'accepted' })
  })

  it('a refusal keeps its reason, and a new version may follow it', async () => {
    const quote = await storedQuote(db)
    const { token } = await sentProposal(db, admin, quote)
    expect(await refuse(token, '  Achamos caro  ')).toEqual({ outcome: 'refused', orcamentoId: quote })
    expect(await accept(token)).toEqual({ outcome: 'already_refused' })
    expect(await audit('proposal_refused', `orcamento:${quote}`)).toBe(1)
    const shown = await adminProposal(quote)
    expect(shown.status).toBe('refused')
    expect(shown.refusals).toEqual([{ versionNumber: 1, reason: 'Achamos caro', refusedAt: expect.any(String) }])
    const next = await sentProposal(db, admin, quote)
    expect(next.version).toBe(2)
    expect(await accept(next.token)).toMatchObject({ outcome: 'accepted' })
  })

  it('the deposit: recorded by an administrator only after acceptance, audited, and shown paid to the client with the Pix the version was sent with', async () => {
    await db.asOwner((tx) =>
      tx.query(
        `update public.admin_settings set pix_key = 'contato@buffetfestaemcasa.com.br', pix_beneficiary = 'Buffet Festa em Casa', pix_city = 'Sao Paulo'`,
      ),
    )
    const quote = await storedQuote(db)
    const { token, proposalId, content } = await sentProposal(db, admin, quote)
    const early = await errorOf(() =>
      callAs(db, admin, 'public.admin_proposal_record_payment($1, $2, $3, $4, $5)', [
        proposalId,
        content.depositCents,
        dayFromToday(0),
        'pix',
        null,
      ]),
    )
    expect({ code: early.code, message: early.message }).toEqual({
      code: '55000',
      message: 'o pagamento só é registrado numa proposta aceita',
    })
    expect((await view(token))?.pix, 'no Pix before acceptance').toBeNull()
    await accept(token)
    expect(await view(token)).toMatchObject({
      depositPaid: false,
      pix: { key: 'contato@buffetfestaemcasa.com.br', beneficiary: 'Buffet Festa em Casa', city: 'Sao Paulo' },
    })
    const pending = await callAs<unknown>(db, admin, 'public.admin_proposal_summaries()')
    expect(pending).toBeDefined()
    await callAs(db, admin, 'public.admin_proposal_record_payment($1, $2, $3, $4, $5)', [
      proposalId,
      content.depositCents,
      dayFromToday(0),
      'pix',
      null,
    ])
    expect((await view(token))?.depositPaid).toBe(true)
    expect(await audit('deposit_recorded', `orcamento:${quote}`)).toBe(1)
    expect((await adminProposal(quote)).payments).toEqual([
      {
        id: expect.any(Number),
        kind: 'payment',
        amountCents: content.depositCents,
        paidOn: dayFromToday(0),
        method: 'pix',
        recordedAt: expect.any(String),
        recordedByEmail: 'admin@exemplo.com',
        reason: null,
        cancelled: null,
        issuer: null,
        paidBeforeCents: 0,
        balanceAfterCents: content.totalCents - content.depositCents,
        // The party's day when it was paid: the accepted version's, written back to the quote.
        partyDate: content.event.date,
      },
    ])
    const { rows } = await db.asCaller(admin, (tx) =>
      tx.query<{ status: string; paid_cents: number; deposit_cents: number }>(
        'select status, paid_cents, deposit_cents from public.admin_proposal_summaries($1::bigint[])',
        [[quote]],
      ),
    )
    expect(rows).toEqual([
      { status: 'accepted', paid_cents: content.depositCents, deposit_cents: content.depositCents },
    ])
  })

  it('the dashboard lists accepted proposals whose deposit is pending, newest acceptance first', async () => {
    const first = await storedQuote(db)
    const second = await storedQuote(db)
    await accept((await sentProposal(db, admin, first)).token)
    await accept((await sentProposal(db, admin, second)).token)
    const { rows } = await db.asCaller(admin, (tx) =>
      tx.query<{ orcamento_id: number }>(
        'select orcamento_id::int as orcamento_id from public.admin_proposal_summaries()',
      ),
    )
    const ids = rows.map(({ orcamento_id }) => orcamento_id)
    expect(ids.indexOf(second)).toBeLessThan(ids.indexOf(first))
    expect(ids.indexOf(first)).toBeGreaterThanOrEqual(0)
  })

  it.each([
    ['admin_proposal($1)', [1]],
    ['admin_proposal_save($1, $2)', [1, '{}']],
    ['admin_proposal_send($1, $2, $3, $4)', [1, 'x', 'y', '{}']],
    ['admin_proposal_record_payment($1, $2, $3, $4, $5)', [1, 1, '2026-01-01', 'pix', null]],
    ['admin_proposal_summaries()', []],
  ])('%s: refused to a signed-in non-administrator and to anon', async (call, params) => {
    const fn = call.split('(')[0]
    expect((await errorOf(() => callAs(db, user, `public.${call}`, params))).message).toBe(
      `${fn}: somente administradores`,
    )
    expect((await errorOf(() => callAs(db, anonymous, `public.${call}`, params))).message).toBe(
      `permission denied for function ${fn}`,
    )
  })
})
