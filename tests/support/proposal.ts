import { addDays } from '@/lib/dates/calendar'
import { frozenContent } from '@/lib/proposals/content'
import { draftJson, type AnswerResult, type ProposalDraft } from '@/lib/proposals/contract'
import { randomBytes } from 'node:crypto'
import { todayInSaoPaulo } from '@/lib/dates'
import type { Caller, SignedInCaller } from '@/lib/db/caller'
import type { TestDatabase } from './engines'
import { anonymous, storeQuote, validRow } from './database'
import { newQuote } from './quote'

type Database = Pick<TestDatabase, 'asCaller' | 'asOwner'>

/** São Paulo's date `days` from today, as YYYY-MM-DD. */
export const dayFromToday = (days: number) => todayInSaoPaulo(new Date(Date.now() + days * 86_400_000))

let events = 0

/**
 * A day of its own for each proposal's event, far ahead: an acceptance books its date against the
 * day's capacity, so the tests' events must not share days unless a test means them to.
 */
export const eventDay = () => addDays('2090-01-01', events++)

/** The draft every proposal test starts from: two lines, a 10% discount, a 30% deposit, its own event day. */
export const proposalDraft = (overrides: Partial<ProposalDraft> = {}): ProposalDraft => ({
  guests: 60,
  eventDate: eventDay(),
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
  schedule: null,
  ...overrides,
})

/** R$ 5.000,00 in one line, no discount, a 30% deposit (R$ 1.500,00): round figures for the money's tests. */
export const fiveThousandDraft = (eventDate = eventDay()) =>
  proposalDraft({
    eventDate,
    discountKind: 'none',
    discountValue: 0,
    lines: [{ description: 'Pacote Kids', unitCents: 5_000_00, quantity: 1 }],
  })

export const business = {
  name: 'Buffet Festa em Casa',
  phone: '11 91234-5678',
  whatsapp: '5511912345678',
  email: 'contato@buffetfestaemcasa.com.br',
}

/** Stores a quote (a fixture) and returns its id. */
export async function storedQuote(db: Database, overrides: Record<string, unknown> = {}): Promise<number> {
  const row = validRow({ ...newQuote(), ...overrides })
  await storeQuote(db, row)
  const { rows } = await db.asOwner((tx) =>
    tx.query<{ id: number }>('select id::int as id from public."Orcamentos" where submission_id = $1', [
      row.submission_id,
    ]),
  )
  return rows[0]!.id
}

/** Runs one SQL function as `caller` and returns its single value. */
export async function callAs<T>(db: Database, caller: Caller, sql: string, params: unknown[] = []): Promise<T> {
  const { rows } = await db.asCaller(caller, (tx) => tx.query<{ value: T }>(`select ${sql} as value`, params))
  return rows[0]!.value
}

/** A link's token as the server makes one: 128 bits, base64url (the database sees only its hash). */
export const newToken = () => randomBytes(16).toString('base64url')

/**
 * As the administrator: saves the draft for the quote, then sends it (`amendment`: as an aditivo of
 * the accepted version); returns the proposal id, the version, its token and the content sent.
 */
async function savedAndSent(
  db: Database,
  admin: SignedInCaller,
  orcamentoId: number,
  draft: ProposalDraft,
  token: string,
  amendment: boolean,
) {
  const saved = amendment ? { ...draftJson(draft), amendment: true } : draftJson(draft)
  const proposalId = Number(
    await callAs(db, admin, 'public.admin_proposal_save($1, $2)', [orcamentoId, JSON.stringify(saved)]),
  )
  const current = await callAs<{ currentVersion: number }>(db, admin, 'public.admin_proposal($1)', [orcamentoId])
  const content = frozenContent({
    proposalId,
    version: current.currentVersion + 1,
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
  // The salt the server would derive the token from: here any, the database keeps it beside the token's hash.
  const version = await callAs<number>(
    db,
    admin,
    `public.${amendment ? 'admin_proposal_amend' : 'admin_proposal_send'}($1, $2, $3, $4)`,
    [proposalId, token, newToken(), JSON.stringify(content)],
  )
  return { proposalId, version, token, content }
}

/** As the administrator: saves the draft for the quote, then sends it; returns the proposal id, the version and its token. */
export const sentProposal = (
  db: Database,
  admin: SignedInCaller,
  orcamentoId: number,
  draft = proposalDraft(),
  token = newToken(),
) => savedAndSent(db, admin, orcamentoId, draft, token, false)

/** As the administrator, after acceptance: saves `draft` as the amendment's draft and sends it as an aditivo. */
export const amendedProposal = (db: Database, admin: SignedInCaller, orcamentoId: number, draft: ProposalDraft) =>
  savedAndSent(db, admin, orcamentoId, draft, newToken(), true)

/** The fixture's proposal for the quote, sent with `token`. */
export const sendProposal = (db: Database, admin: SignedInCaller, orcamentoId: number, token: string) =>
  sentProposal(db, admin, orcamentoId, proposalDraft(), token)

/** A CPF with valid check digits (the Receita Federal's algorithm), and the event's address: what a client gives at acceptance. */
export const CLIENT_CPF = '52998224725'
export const EVENT_ADDRESS = {
  cep: '04571-010',
  street: 'Rua das Festas',
  number: '120',
  complement: 'Casa 2',
  neighborhood: 'Moema',
  city: 'São Paulo',
}

/** The contract's data of an acceptance through the store: the typed name, the CPF and the address. */
export const clientContract = (fullName = 'Maria Souza') => ({ fullName, cpf: CLIENT_CPF, address: EVENT_ADDRESS })

/** The SQL arguments after the name in public.proposal_accept: the CPF and the address (cast to jsonb in the call). */
export const contractArgs = [CLIENT_CPF, JSON.stringify(EVENT_ADDRESS)] as const

/** The client accepts through the link with the contract's data and a browser's evidence; `on` may be a connection of its own. */
export const clientAccepts = (on: Pick<TestDatabase, 'asCaller'>, token: string, name = 'Maria Souza') =>
  callAs<AnswerResult>(on as Database, anonymous, 'public.proposal_accept($1, $2, $3, $4::jsonb, $5, $6)', [
    token,
    name,
    ...contractArgs,
    '203.0.113.7',
    'Mozilla/5.0 (teste)',
  ])
