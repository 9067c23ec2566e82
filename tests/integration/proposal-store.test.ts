import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SignedInCaller } from '@/lib/db/caller'
import { frozenContent } from '@/lib/proposals/content'
import { isWrongState } from '@/lib/proposals/contract'
import { proposalStore, type ProposalStore } from '@/lib/proposals/store'
import { createHash } from 'node:crypto'
import { traces } from '../support/column-scan'
import { createUser } from '../support/database'
import type { TestDatabase } from '../support/engines'
import { business, dayFromToday, newToken, proposalDraft, storedQuote, clientContract } from '../support/proposal'
import { transports } from '../support/transports'

const evidence = { clientAddress: '203.0.113.7', userAgent: 'Mozilla/5.0 (teste)' }

// The proposal store the admin and the client's link use, on both engines and through Supabase's
// PostgREST: every call one function of the migrations.
describe.each(transports())('the proposal store on $name', { timeout: 180_000 }, (transport) => {
  let db: TestDatabase
  let store: ProposalStore
  let admin: SignedInCaller
  let user: SignedInCaller

  beforeAll(async () => {
    const opened = await transport.open()
    db = opened.db
    store = proposalStore(opened.rpc)
    admin = await createUser(db, 'admin@exemplo.com', { admin: true })
    user = await createUser(db, 'cliente@exemplo.com')
  }, 300_000)
  afterAll(() => transport.close())

  /** Saves the fixture's draft for a new quote and sends it, as the editor does; the quote, the proposal and the link. */
  async function sent(draft = proposalDraft()) {
    const orcamentoId = await storedQuote(db)
    const proposalId = await store.save(admin, orcamentoId, draft)
    const current = await store.get(admin, orcamentoId)
    const content = frozenContent({
      proposalId,
      version: current!.currentVersion + 1,
      draft,
      quote: {
        name: 'Maria Souza',
        date: draft.eventDate,
        event_time: '15:30',
        party_type: 'festa-infantil',
        neighborhood: 'Moema',
      },
      business,
    })
    const link = { token: newToken(), salt: newToken() }
    const version = await store.send(admin, proposalId, link, content)
    return { orcamentoId, proposalId, token: link.token, salt: link.salt, content, version }
  }

  it('saves a draft, sends it frozen, and the link shows exactly that version', async () => {
    expect(await store.get(admin, await storedQuote(db))).toBeNull()
    const { orcamentoId, proposalId, token, salt, content, version } = await sent()
    expect(version).toBe(1)
    expect(await store.view(token)).toMatchObject({
      number: 1,
      state: 'open',
      content,
      acceptedAt: null,
      depositPaid: false,
    })
    expect(await store.view(newToken())).toBeNull()
    const stored = await store.get(admin, orcamentoId)
    expect(stored).toMatchObject({
      id: proposalId,
      orcamentoId,
      status: 'sent',
      currentVersion: 1,
      depositPercent: 30,
      validUntil: dayFromToday(10),
    })
    // The database gives the link's salt and the token's hash, never the token.
    expect(stored!.versions[0]).toMatchObject({
      number: 1,
      linkSalt: salt,
      tokenSha256: createHash('sha256').update(token).digest('hex'),
    })
    expect(JSON.stringify(stored)).not.toContain(token)
  })

  it('keeps no copy of the link’s token in any column of any table, only its hash: a copy of the database opens no proposal', async () => {
    const { token } = await sent()
    expect(await traces(db, [token])).toEqual([])
    expect(await store.view(token)).toMatchObject({ number: 1 })
  })

  it('accepts once, records the deposit, and lists it among the quote’s proposals', async () => {
    const { orcamentoId, proposalId, token } = await sent()
    expect(await store.accept(token, clientContract('Maria Souza'), evidence)).toEqual({
      outcome: 'accepted',
      orcamentoId,
      clientEmail: 'maria@exemplo.com',
    })
    expect(await store.accept(token, clientContract('Maria Souza'), evidence)).toEqual({ outcome: 'already_accepted' })
    expect(await store.refuse(token, null, evidence)).toEqual({ outcome: 'already_accepted' })
    expect((await store.summaries(admin)).map((summary) => Number(summary.orcamento_id))).toContain(orcamentoId)
    await store.recordPayment(admin, proposalId, { amountCents: 1_000_00, paidOn: dayFromToday(0), method: 'pix' })
    const [summary] = await store.summaries(admin, [orcamentoId])
    expect(summary).toMatchObject({
      proposal_id: proposalId,
      status: 'accepted',
      paid_cents: 1_000_00,
      accepted_name: 'Maria Souza',
    })
    expect(summary!.accepted_at).toMatch(/^\d{4}-\d{2}-\d{2}[T ]/)
  })

  it('refuses a new draft of an accepted proposal in its state, and everything to someone who is not an administrator', async () => {
    const { orcamentoId, token } = await sent()
    await store.accept(token, clientContract('Maria Souza'), evidence)
    expect(isWrongState(await store.save(admin, orcamentoId, proposalDraft()).catch((error: unknown) => error))).toBe(
      true,
    )
    await expect(store.save(user, orcamentoId, proposalDraft())).rejects.toMatchObject({ code: '42501' })
    await expect(store.get(user, orcamentoId)).rejects.toMatchObject({ code: '42501' })
  })

  it('reads and saves the deposit, the hold’s deadline and the Pix settings, for administrators only; a Pix change needs the password confirmed and is audited', async () => {
    expect(await store.settings(admin)).toEqual({
      depositPercent: 30,
      pixKey: null,
      pixBeneficiary: null,
      pixCity: null,
      holdDays: 3,
      balanceInstallments: 1,
      balanceDaysBefore: 7,
    })
    const pixChange = {
      depositPercent: 40,
      pixKey: 'contato@buffet.com.br',
      pixBeneficiary: 'Buffet Festa em Casa',
      pixCity: 'Sao Paulo',
      holdDays: 5,
      balanceInstallments: 1,
      balanceDaysBefore: 7,
    }
    await expect(store.saveSettings(admin, pixChange)).rejects.toMatchObject({ code: '28P01' })
    // As the settings form leaves it once the administrator typed the password again.
    await db.asOwner((tx) => tx.query('insert into public.admin_reauth (session_id) values ($1)', [admin.sessionId]))
    expect(await store.saveSettings(admin, pixChange)).toEqual({ saved: true, pixChanged: true })
    expect(await store.settings(admin)).toEqual(pixChange)
    expect(await store.saveSettings(admin, { ...pixChange, depositPercent: 35 })).toEqual({
      saved: true,
      pixChanged: false,
    })
    // Audited with the key masked, whoever changed it: the administrator's save and the database owner's UPDATE alike.
    await db.asOwner((tx) => tx.query(`update public.admin_settings set pix_key = 'outra@chave.com.br' where id`))
    const audited = await db.asOwner((tx) =>
      tx.query<{ actor_email: string | null; detail: Record<string, string> }>(
        `select actor_email, detail from public.audit_log where action = 'pix_changed' order by id`,
      ),
    )
    expect(
      audited.rows.map(({ actor_email, detail }) => [actor_email, detail.chave_antes, detail.chave_depois]),
    ).toEqual([
      ['admin@exemplo.com', '(nenhuma)', 'con•••br'],
      [null, 'con•••br', 'out•••br'],
    ])
    expect(JSON.stringify(audited.rows)).not.toMatch(/contato@buffet|outra@chave/)
    await expect(
      store.saveSettings(user, {
        depositPercent: 0,
        pixKey: null,
        pixBeneficiary: null,
        pixCity: null,
        holdDays: 3,
        balanceInstallments: 1,
        balanceDaysBefore: 7,
      }),
    ).rejects.toMatchObject({ code: '42501' })
    await expect(store.settings(user)).rejects.toMatchObject({ code: '42501' })
    await expect(
      store.saveSettings(admin, {
        depositPercent: 101,
        pixKey: null,
        pixBeneficiary: null,
        pixCity: null,
        holdDays: 3,
        balanceInstallments: 1,
        balanceDaysBefore: 7,
      }),
    ).rejects.toMatchObject({ code: '23514' })
    await expect(
      store.saveSettings(admin, {
        depositPercent: 30,
        pixKey: null,
        pixBeneficiary: null,
        pixCity: null,
        holdDays: 31,
        balanceInstallments: 1,
        balanceDaysBefore: 7,
      }),
    ).rejects.toMatchObject({ code: '22023' })
  })

  it('shows each accepted version the Pix it was sent with, whatever the settings say afterwards', async () => {
    await store.saveSettings(admin, {
      depositPercent: 30,
      pixKey: 'pix-original@buffet.com.br',
      pixBeneficiary: 'Buffet Festa em Casa',
      pixCity: 'Sao Paulo',
      holdDays: 3,
      balanceInstallments: 1,
      balanceDaysBefore: 7,
    })
    const { orcamentoId, token } = await sent()
    await store.accept(token, clientContract('Maria Souza'), evidence)
    await store.saveSettings(admin, {
      depositPercent: 30,
      pixKey: 'golpe@exemplo.com',
      pixBeneficiary: 'Outra Pessoa',
      pixCity: 'Recife',
      holdDays: 3,
      balanceInstallments: 1,
      balanceDaysBefore: 7,
    })
    expect((await store.view(token))!.pix).toEqual({
      key: 'pix-original@buffet.com.br',
      beneficiary: 'Buffet Festa em Casa',
      city: 'Sao Paulo',
    })
    expect((await store.get(admin, orcamentoId))!.versions[0]!.pix).toEqual({
      key: 'pix-original@buffet.com.br',
      beneficiary: 'Buffet Festa em Casa',
      city: 'Sao Paulo',
    })
    // The next proposal sent carries the new one.
    const next = await sent()
    await store.accept(next.token, clientContract('Maria Souza'), evidence)
    expect((await store.view(next.token))!.pix).toEqual({
      key: 'golpe@exemplo.com',
      beneficiary: 'Outra Pessoa',
      city: 'Recife',
    })
  })
})
