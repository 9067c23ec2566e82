import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SignedInCaller } from '@/lib/db/caller'
import { frozenContent } from '@/lib/proposals/content'
import { isWrongState } from '@/lib/proposals/contract'
import { proposalStore, type ProposalStore } from '@/lib/proposals/store'
import { newProposalToken } from '@/lib/proposals/token'
import { createUser } from '../support/database'
import type { TestDatabase } from '../support/engines'
import { business, dayFromToday, proposalDraft, storedQuote } from '../support/proposal'
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
    const content = frozenContent({ proposalId, version: current!.currentVersion + 1, draft, quote: { name: 'Maria Souza', date: draft.eventDate, event_time: '15:30', party_type: 'festa-infantil', neighborhood: 'Moema' }, business })
    const token = newProposalToken()
    const version = await store.send(admin, proposalId, token, content)
    return { orcamentoId, proposalId, token, content, version }
  }

  it('saves a draft, sends it frozen, and the link shows exactly that version', async () => {
    expect(await store.get(admin, await storedQuote(db))).toBeNull()
    const { orcamentoId, proposalId, token, content, version } = await sent()
    expect(version).toBe(1)
    expect(await store.view(token)).toMatchObject({ number: 1, state: 'open', content, acceptedAt: null, depositPaid: false })
    expect(await store.view(newProposalToken())).toBeNull()
    expect(await store.get(admin, orcamentoId)).toMatchObject({ id: proposalId, orcamentoId, status: 'sent', currentVersion: 1, depositPercent: 30, validUntil: dayFromToday(10) })
  })

  it('accepts once, records the deposit, and lists it among the quote’s proposals', async () => {
    const { orcamentoId, proposalId, token } = await sent()
    expect(await store.accept(token, 'Maria Souza', evidence)).toEqual({ outcome: 'accepted', orcamentoId, clientEmail: 'maria@exemplo.com' })
    expect(await store.accept(token, 'Maria Souza', evidence)).toEqual({ outcome: 'already_accepted' })
    expect(await store.refuse(token, null, evidence)).toEqual({ outcome: 'already_accepted' })
    expect((await store.summaries(admin)).map((summary) => Number(summary.orcamento_id))).toContain(orcamentoId)
    await store.recordPayment(admin, proposalId, 1_000_00, dayFromToday(0))
    const [summary] = await store.summaries(admin, [orcamentoId])
    expect(summary).toMatchObject({ proposal_id: proposalId, status: 'accepted', paid_cents: 1_000_00, accepted_name: 'Maria Souza' })
    expect(summary!.accepted_at).toMatch(/^\d{4}-\d{2}-\d{2}[T ]/)
  })

  it('refuses a new draft of an accepted proposal in its state, and everything to someone who is not an administrator', async () => {
    const { orcamentoId, token } = await sent()
    await store.accept(token, 'Maria Souza', evidence)
    expect(isWrongState(await store.save(admin, orcamentoId, proposalDraft()).catch((error: unknown) => error))).toBe(true)
    await expect(store.save(user, orcamentoId, proposalDraft())).rejects.toMatchObject({ code: '42501' })
    await expect(store.get(user, orcamentoId)).rejects.toMatchObject({ code: '42501' })
  })

  it('reads and saves the deposit and Pix settings, for administrators only', async () => {
    expect(await store.settings(admin)).toEqual({ depositPercent: 30, pixKey: null, pixBeneficiary: null, pixCity: null })
    await store.saveSettings(admin, { depositPercent: 40, pixKey: 'contato@buffet.com.br', pixBeneficiary: 'Buffet Festa em Casa', pixCity: 'Sao Paulo' })
    expect(await store.settings(admin)).toEqual({ depositPercent: 40, pixKey: 'contato@buffet.com.br', pixBeneficiary: 'Buffet Festa em Casa', pixCity: 'Sao Paulo' })
    await expect(store.saveSettings(user, { depositPercent: 0, pixKey: null, pixBeneficiary: null, pixCity: null })).rejects.toMatchObject({ code: '42501' })
    await expect(store.settings(user)).rejects.toMatchObject({ code: '42501' })
    await expect(store.saveSettings(admin, { depositPercent: 101, pixKey: null, pixBeneficiary: null, pixCity: null })).rejects.toMatchObject({ code: '23514' })
  })
})
