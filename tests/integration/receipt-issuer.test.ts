import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SignedInCaller } from '@/lib/db/caller'
import type { Rpc } from '@/lib/db/rpc'
import { sqlState } from '@/lib/db/rpc'
import { todayInSaoPaulo } from '@/lib/dates'
import { proposalStore } from '@/lib/proposals/store'
import { engines, type TestDatabase } from '../support/engines'
import { errorOf } from '../support/database'
import { clientContract, sentProposal, storedQuote } from '../support/proposal'
import { ownerDatabase } from '../support/owner-database'

const evidence = { clientAddress: '203.0.113.24', userAgent: 'Mozilla/5.0 (teste)' }
const today = todayInSaoPaulo()
const identity = {
  p_legal_name: 'Festa em Casa Buffet Infantil Ltda.',
  p_document: '11.222.333/0001-81',
  p_address: 'Rua das Festas, 120, Moema, São Paulo - SP, 04571-010',
  p_city: 'São Paulo',
}

// A receipt that is a quitação (Código Civil, art. 320): who received it (the business's legal
// name, CNPJ or CPF and address) and where, on every receipt and on the proposal, as of the moment
// each was issued.
describe.each(engines())('the business identity on receipts and proposals on $name', { timeout: 240_000 }, (engine) => {
  let db: TestDatabase
  let rpc: Rpc
  let admin: SignedInCaller

  beforeAll(async () => {
    ;({ db, rpc, admin } = await ownerDatabase(engine))
  })
  afterAll(() => engine.stop())

  const setIdentity = (changes: Partial<typeof identity> = {}) =>
    rpc.value(admin, 'admin_set_business_identity', { ...identity, ...changes })

  it('refuses a CNPJ or CPF with wrong check digits, a missing name or address', async () => {
    expect(sqlState(await errorOf(() => setIdentity({ p_document: '11.222.333/0001-82' })))).toBe('ID001')
    expect(sqlState(await errorOf(() => setIdentity({ p_document: '529.982.247-24' })))).toBe('ID001')
    expect(sqlState(await errorOf(() => setIdentity({ p_legal_name: ' ' })))).toBe('22023')
    expect(sqlState(await errorOf(() => setIdentity({ p_address: 'Rua' })))).toBe('22023')
  })

  it('stamps the identity on the proposal sent and on each receipt; a later change leaves them as issued', async () => {
    expect(await setIdentity()).toBe(true)
    const issuer = {
      legalName: identity.p_legal_name,
      document: '11222333000181',
      documentKind: 'cnpj',
      address: identity.p_address,
      city: 'São Paulo',
    }
    const quote = await storedQuote(db)
    const { token, proposalId } = await sentProposal(db, admin, quote)
    expect(await proposalStore(rpc).view(token)).toMatchObject({ issuer })
    expect(await proposalStore(rpc).accept(token, clientContract(), evidence)).toMatchObject({ outcome: 'accepted' })
    const first = await proposalStore(rpc).recordPayment(admin, proposalId, {
      amountCents: 100_00,
      paidOn: today,
      method: 'pix',
    })

    expect(await setIdentity({ p_document: '529.982.247-25', p_legal_name: 'Maria Festeira' })).toBe(true)
    const second = await proposalStore(rpc).recordPayment(admin, proposalId, {
      amountCents: 100_00,
      paidOn: today,
      method: 'pix',
    })
    const receipts = (await proposalStore(rpc).view(token))!.receipts
    expect(receipts.find(({ id }) => id === first)).toMatchObject({ issuer })
    expect(receipts.find(({ id }) => id === second)).toMatchObject({
      issuer: { legalName: 'Maria Festeira', document: '52998224725', documentKind: 'cpf' },
    })
    expect(await proposalStore(rpc).view(token)).toMatchObject({ issuer })
  })
})
