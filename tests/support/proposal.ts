import { frozenContent } from '@/lib/proposals/content'
import { draftJson, type ProposalDraft } from '@/lib/proposals/contract'
import { newProposalToken } from '@/lib/proposals/token'
import { todayInSaoPaulo } from '@/lib/dates'
import type { Caller, SignedInCaller } from '@/lib/db/caller'
import type { TestDatabase } from './engines'
import { anonymous, insertAs, validRow } from './database'
import { newQuote } from './quote'

type Database = Pick<TestDatabase, 'asCaller' | 'asOwner'>

/** São Paulo's date `days` from today, as YYYY-MM-DD. */
export const dayFromToday = (days: number) => todayInSaoPaulo(new Date(Date.now() + days * 86_400_000))

/** The draft every proposal test starts from: two lines, a 10% discount, a 30% deposit. */
export const proposalDraft = (overrides: Partial<ProposalDraft> = {}): ProposalDraft => ({
  guests: 60,
  eventDate: '2099-12-20',
  validUntil: dayFromToday(10),
  depositPercent: 30,
  discountKind: 'percent',
  discountValue: 1000,
  paymentTerms: 'Sinal de 30% para reservar a data; o restante até 7 dias antes da festa.',
  conditions: 'Cancelamento com até 30 dias de antecedência devolve o sinal.',
  lines: [
    { description: 'Pacote Kids', unitCents: 8990, quantity: 60 },
    { description: 'Garçom extra', unitCents: 25000, quantity: 2 },
  ],
  ...overrides,
})

export const business = { name: 'Buffet Festa em Casa', phone: '11 91234-5678', whatsapp: '5511912345678', email: 'contato@buffetfestaemcasa.com.br' }

/** Stores a quote as the visitor and returns its id. */
export async function storedQuote(db: Database, overrides: Record<string, unknown> = {}): Promise<number> {
  const row = validRow({ ...newQuote(), ...overrides })
  await insertAs(db, anonymous, row)
  const { rows } = await db.asOwner((tx) => tx.query<{ id: number }>('select id::int as id from public."Orcamentos" where submission_id = $1', [row.submission_id]))
  return rows[0]!.id
}

/** Runs one SQL function as `caller` and returns its single value. */
export async function callAs<T>(db: Database, caller: Caller, sql: string, params: unknown[] = []): Promise<T> {
  const { rows } = await db.asCaller(caller, (tx) => tx.query<{ value: T }>(`select ${sql} as value`, params))
  return rows[0]!.value
}

/** As the administrator: saves the draft for the quote, then sends it; returns the proposal id, the version and its token. */
export async function sentProposal(db: Database, admin: SignedInCaller, orcamentoId: number, draft = proposalDraft(), token = newProposalToken()) {
  const proposalId = Number(await callAs(db, admin, 'public.admin_proposal_save($1, $2)', [orcamentoId, JSON.stringify(draftJson(draft))]))
  const current = await callAs<{ currentVersion: number }>(db, admin, 'public.admin_proposal($1)', [orcamentoId])
  const content = frozenContent({ proposalId, version: current.currentVersion + 1, draft, quote: { name: 'Maria Souza', date: draft.eventDate, event_time: '15:30', party_type: 'festa-infantil', neighborhood: 'Moema' }, business })
  const version = await callAs<number>(db, admin, 'public.admin_proposal_send($1, $2, $3)', [proposalId, token, JSON.stringify(content)])
  return { proposalId, version, token, content }
}

/** The fixture's proposal for the quote, sent with `token`. */
export const sendProposal = (db: Database, admin: SignedInCaller, orcamentoId: number, token: string) => sentProposal(db, admin, orcamentoId, proposalDraft(), token)
