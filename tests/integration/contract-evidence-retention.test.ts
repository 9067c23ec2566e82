import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { server, type SignedInCaller } from '@/lib/db/caller'
import type { ProposalView } from '@/lib/proposals/contract'
import { engines, type TestDatabase } from '../support/engines'
import { anonymous, createUser } from '../support/database'
import {
  amendedProposal,
  callAs,
  clientAccepts,
  CLIENT_CPF,
  dayFromToday,
  proposalDraft,
  sentProposal,
  storedQuote,
} from '../support/proposal'

type Retention = { months: number; anonymized: number; evidence_anonymized: number; audit_expired: number }

// São Paulo's date `years` ago (the same day of the year), as YYYY-MM-DD.
const yearsAgo = (years: number) => `${Number(dayFromToday(0).slice(0, 4)) - years}${dayFromToday(0).slice(4)}`

describe.each(engines())(
  'a contract’s evidence kept 5 years after the party on $name',
  { timeout: 180_000 },
  (engine) => {
    let db: TestDatabase
    let admin: SignedInCaller

    beforeAll(async () => {
      await engine.start()
      db = await engine.emptyDatabase()
      await db.migrate()
      admin = await createUser(db, 'admin@exemplo.com', { admin: true })
    })
    afterAll(() => engine.stop())

    const owner = <T>(sql: string, params: unknown[] = []) =>
      db.asOwner((tx) => tx.query<T & Record<string, unknown>>(sql, params)).then(({ rows }) => rows)
    const accept = (token: string, name?: string, on: Pick<TestDatabase, 'asCaller'> = db) =>
      clientAccepts(on, token, name)
    const view = (token: string) => callAs<ProposalView | null>(db, anonymous, 'public.proposal_view($1)', [token])
    const retention = () => callAs<Retention>(db, server, 'public.run_retention()')
    // The party moved to `day`, the quote arriving a month before it (a party is never before its quote).
    const partyOn = (quote: number, day: string) =>
      owner(
        `update public."Orcamentos" set date = $2, created_at = ($2::date - 30)::timestamp at time zone 'America/Sao_Paulo' where id = $1`,
        [quote, day],
      )
    // Audit rows two years old: what the 12 months' rule alone would drop.
    const oldAudit = (quote: number, actions: string[]) =>
      owner(
        `insert into public.audit_log (at, action, subject) select now() - interval '2 years', a, $1 from unnest($2::text[]) as a`,
        [`orcamento:${quote}`, actions],
      )
    const auditLeft = async (quote: number) =>
      (
        await owner<{ action: string }>(
          `select action from public.audit_log where subject = $1 and at < now() - interval '12 months' order by action`,
          [`orcamento:${quote}`],
        )
      ).map(({ action }) => action)
    const evidence = async (quote: number) =>
      (
        await owner<{ name: string; cpf: string | null; address: unknown; amended: string | null; payments: number }>(
          `select a.full_name as name, a.cpf, a.event_address as address,
                (select m.full_name from public.proposal_amendment_acceptances m where m.proposal_id = p.id) as amended,
                (select count(*)::int from public.proposal_payments pp where pp.proposal_id = p.id) as payments
         from public.proposals p join public.proposal_acceptances a on a.proposal_id = p.id where p.orcamento_id = $1`,
          [quote],
        )
      )[0]

    /** A won party: accepted, the deposit paid, then an aditivo accepted. */
    async function wonParty() {
      const quote = await storedQuote(db)
      const sent = await sentProposal(db, admin, quote, proposalDraft({ discountKind: 'none', discountValue: 0 }))
      expect(await accept(sent.token)).toMatchObject({ outcome: 'accepted' })
      const deposit = (await view(sent.token))!.content.depositCents
      await callAs(db, admin, 'public.admin_proposal_record_payment($1, $2, $3, $4, $5)', [
        sent.proposalId,
        deposit,
        dayFromToday(0),
        'pix',
        null,
      ])
      const amendment = await amendedProposal(db, admin, quote, {
        ...proposalDraft({ discountKind: 'none', discountValue: 0 }),
        eventDate: (await owner<{ date: string }>('select date from public."Orcamentos" where id = $1', [quote]))[0]!
          .date,
        guests: 70,
        lines: [{ description: 'Pacote Kids', unitCents: 8990, quantity: 70 }],
      })
      expect(await accept(amendment.token)).toMatchObject({ outcome: 'accepted' })
      await oldAudit(quote, ['proposal_accepted', 'deposit_recorded', 'contact_corrected'])
      return { quote, token: amendment.token }
    }

    it('3 years after the party the quote loses its person, the acceptance, versions, payments and receipts stay; 5 years after, they go', async () => {
      const { quote, token } = await wonParty()
      await partyOn(quote, yearsAgo(3))
      expect(await retention()).toMatchObject({ anonymized: 1, evidence_anonymized: 0 })

      const [row] = await owner<{ name: string; email: string | null; cpf: string | null; street: string | null }>(
        'select name, email, client_cpf as cpf, address_street as street from public."Orcamentos" where id = $1',
        [quote],
      )
      expect(row).toEqual({ name: 'Anonimizado', email: null, cpf: null, street: null })
      expect(await evidence(quote)).toMatchObject({
        name: 'Maria Souza',
        cpf: CLIENT_CPF,
        amended: 'Maria Souza',
        payments: 1,
      })
      expect((await evidence(quote))?.address).not.toBeNull()
      // The client's link still shows the contract and its receipts, with the payer.
      const shown = await view(token)
      expect(shown).toMatchObject({ state: 'accepted', acceptedName: 'Maria Souza', acceptedCpf: CLIENT_CPF })
      expect(shown?.receipts).toHaveLength(1)
      expect(await auditLeft(quote), 'the evidence’s audit rows stay, the rest follow the 12 months').toEqual([
        'deposit_recorded',
        'proposal_accepted',
      ])

      await partyOn(quote, yearsAgo(6))
      expect(await retention()).toMatchObject({ anonymized: 0, evidence_anonymized: 1 })
      expect(await evidence(quote)).toEqual({
        name: 'Anonimizado',
        cpf: null,
        address: null,
        amended: 'Anonimizado',
        payments: 1,
      })
      expect(await view(token)).toBeNull()
      expect(await auditLeft(quote)).toEqual([])
      expect(await retention()).toMatchObject({ anonymized: 0, evidence_anonymized: 0, audit_expired: 0 })
    })

    it('a won party more than 5 years ago goes in one pass, and a proposal never accepted goes on the period', async () => {
      const { quote, token } = await wonParty()
      await partyOn(quote, yearsAgo(6))
      const unanswered = await storedQuote(db)
      const sent = await sentProposal(db, admin, unanswered)
      await oldAudit(unanswered, ['proposal_sent'])
      await partyOn(unanswered, yearsAgo(3))
      expect(await retention()).toMatchObject({ anonymized: 2, evidence_anonymized: 0 })
      expect(await evidence(quote)).toMatchObject({ name: 'Anonimizado', cpf: null, amended: 'Anonimizado' })
      expect(await view(token)).toBeNull()
      expect(await auditLeft(quote)).toEqual([])
      expect(await view(sent.token)).toBeNull()
      expect(await auditLeft(unanswered)).toEqual([])
    })
  },
)
