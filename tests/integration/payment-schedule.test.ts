import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SignedInCaller } from '@/lib/db/caller'
import type { Rpc } from '@/lib/db/rpc'
import { sqlState } from '@/lib/db/rpc'
import { proposalStore } from '@/lib/proposals/store'
import type { InstallmentState } from '@/lib/proposals/schedule'
import { todayInSaoPaulo } from '@/lib/dates'
import { engines, type TestDatabase } from '../support/engines'
import { anonymous, createUser, errorOf } from '../support/database'
import { ownerDatabase } from '../support/owner-database'
import {
  callAs,
  clientContract,
  dayFromToday,
  newToken,
  proposalDraft,
  sentProposal,
  storedQuote,
} from '../support/proposal'

const evidence = { clientAddress: '203.0.113.9', userAgent: 'Mozilla/5.0 (teste)' }
const today = todayInSaoPaulo()

// A proposal of R$ 1.000,00 (one line, no discount), 30% deposit, the balance in three: 20% and 25%
// with their due dates, and the last taking what remains (R$ 250,00).
const scheduled = () =>
  proposalDraft({
    discountKind: 'none',
    discountValue: 0,
    lines: [{ description: 'Pacote Kids', unitCents: 1_000_00, quantity: 1 }],
    schedule: [
      { kind: 'percent', value: 2000, due: dayFromToday(30) },
      { kind: 'percent', value: 2500, due: dayFromToday(60) },
      { kind: 'amount', value: 0, due: dayFromToday(90) },
    ],
  })

const amounts = (installments: InstallmentState[]) =>
  installments.map(({ amountCents, paidCents, remainingCents }) => [amountCents, paidCents, remainingCents])

// Creating a PGlite database takes seconds, and far longer on a loaded machine.
describe.each(engines())('payment schedule on $name', { timeout: 180_000 }, (engine) => {
  let db: TestDatabase
  let rpc: Rpc
  let admin: SignedInCaller

  beforeAll(async () => {
    ;({ db, rpc, admin } = await ownerDatabase(engine))
  })
  afterAll(() => engine.stop())

  const store = () => proposalStore(rpc)
  const quoteRow = async (id: number) =>
    (
      await db.asOwner((tx) =>
        tx.query<{
          status: string
          next_contact: string | null
          client_cpf: string | null
          address_street: string | null
        }>(`select status, next_contact::text, client_cpf, address_street from public."Orcamentos" where id = $1`, [
          id,
        ]),
      )
    ).rows[0]!

  async function acceptedProposal() {
    const quote = await storedQuote(db)
    const sent = await sentProposal(db, admin, quote, scheduled())
    expect(await store().accept(sent.token, clientContract(), evidence)).toMatchObject({ outcome: 'accepted' })
    return { quote, ...sent }
  }

  it('freezes the schedule in the sent document: the deposit first, the parts summing to the total exactly', async () => {
    const { content } = await acceptedProposal()
    expect(content.schedule).toEqual([
      { label: 'Sinal', amountCents: 300_00, due: null },
      { label: 'Parcela 1 de 3', amountCents: 200_00, due: dayFromToday(30) },
      { label: 'Parcela 2 de 3', amountCents: 250_00, due: dayFromToday(60) },
      { label: 'Parcela 3 de 3', amountCents: 250_00, due: dayFromToday(90) },
    ])
  })

  it('refuses to send a document whose schedule does not sum to the total', async () => {
    const quote = await storedQuote(db)
    const { proposalId, content } = await sentProposal(db, admin, quote, scheduled())
    await callAs(db, admin, 'public.admin_proposal_save($1, $2)', [
      quote,
      JSON.stringify({
        valid_until: dayFromToday(10),
        deposit_percent: 30,
        lines: [{ description: 'X', unit_cents: 1_000_00, quantity: 1 }],
      }),
    ])
    const forged = {
      ...content,
      version: 2,
      schedule: [...content.schedule!.slice(0, 3), { label: 'Parcela 3 de 3', amountCents: 249_99, due: null }],
    }
    const error = await errorOf(() =>
      callAs(db, admin, 'public.admin_proposal_send($1, $2, $3, $4)', [
        proposalId,
        newToken(),
        newToken(),
        JSON.stringify(forged),
      ]),
    )
    expect(error.message).toBe('as parcelas não somam o total da proposta')
  })

  it('payments reduce the installments exactly, in order; the next Pix asks for what remains; the deposit completed confirms the date', async () => {
    const { quote, proposalId, token } = await acceptedProposal()
    expect((await store().view(token))?.installments.map(({ label }) => label)).toEqual([
      'Sinal',
      'Parcela 1 de 3',
      'Parcela 2 de 3',
      'Parcela 3 de 3',
    ])
    expect(await store().nextInstallment(admin, quote)).toMatchObject({
      number: 1,
      label: 'Sinal',
      remainingCents: 300_00,
    })

    // A partial deposit: the deposit's installment is reduced, the date still held, the next Pix asks for the rest.
    const first = await store().recordPayment(admin, proposalId, { amountCents: 120_50, paidOn: today, method: 'pix' })
    let view = await store().view(token)
    expect(amounts(view!.installments)).toEqual([
      [300_00, 120_50, 179_50],
      [200_00, 0, 200_00],
      [250_00, 0, 250_00],
      [250_00, 0, 250_00],
    ])
    expect(await store().nextInstallment(admin, quote)).toMatchObject({ number: 1, remainingCents: 179_50 })
    expect(view!.depositPaid).toBe(false)
    expect((await quoteRow(quote)).status).toBe('orcamento_enviado')

    // The rest of the deposit and part of the next, in cash: the deposit is paid, the date confirmed, the quote won.
    const second = await store().recordPayment(admin, proposalId, {
      amountCents: 200_00,
      paidOn: today,
      method: 'dinheiro',
    })
    view = await store().view(token)
    expect(amounts(view!.installments)).toEqual([
      [300_00, 300_00, 0],
      [200_00, 20_50, 179_50],
      [250_00, 0, 250_00],
      [250_00, 0, 250_00],
    ])
    expect(view!.depositPaid).toBe(true)
    expect((await quoteRow(quote)).status).toBe('fechado')
    const { rows: bookings } = await db.asOwner((tx) =>
      tx.query<{ kind: string }>(
        `select kind from public.bookings where orcamento_id = $1 and released_at is null and lapsed_at is null`,
        [quote],
      ),
    )
    expect(bookings).toEqual([{ kind: 'confirmed' }])
    expect(await store().nextInstallment(admin, quote)).toMatchObject({
      number: 2,
      label: 'Parcela 1 de 3',
      remainingCents: 179_50,
      due: dayFromToday(30),
    })

    // The receipts: numbered by payment, with what was paid before and what remains after.
    expect(
      view!.receipts.map(({ id, amountCents, method, paidBeforeCents, balanceAfterCents }) => ({
        id,
        amountCents,
        method,
        paidBeforeCents,
        balanceAfterCents,
      })),
    ).toEqual([
      { id: first, amountCents: 120_50, method: 'pix', paidBeforeCents: 0, balanceAfterCents: 879_50 },
      { id: second, amountCents: 200_00, method: 'dinheiro', paidBeforeCents: 120_50, balanceAfterCents: 679_50 },
    ])

    // Never past what remains: one centavo more is refused, the exact rest is taken and nothing stays open.
    expect(
      sqlState(
        await errorOf(() =>
          store().recordPayment(admin, proposalId, { amountCents: 679_51, paidOn: today, method: 'cartao' }),
        ),
      ),
    ).toBe('PY001')
    await store().recordPayment(admin, proposalId, { amountCents: 679_50, paidOn: today, method: 'transferencia' })
    expect(await store().nextInstallment(admin, quote)).toBeNull()
    expect(amounts((await store().view(token))!.installments).every(([, , remaining]) => remaining === 0)).toBe(true)
    expect(
      sqlState(
        await errorOf(() => store().recordPayment(admin, proposalId, { amountCents: 1, paidOn: today, method: 'pix' })),
      ),
    ).toBe('PY001')
  })

  it('records a receipt e-mailed to the client as the administrator only, against a payment that exists', async () => {
    const { proposalId } = await acceptedProposal()
    const receipt = await store().recordPayment(admin, proposalId, { amountCents: 50_00, paidOn: today, method: 'pix' })
    const record = (caller: Parameters<typeof callAs>[1], ref: string) =>
      callAs(db, caller, `public.mail_record('recibo', '{maria@exemplo.com}', $1)`, [ref])
    expect(Number(await record(admin, String(receipt)))).toBeGreaterThan(0)
    expect((await errorOf(() => record(admin, '999999999'))).message).toBe(
      'mail_record: nada a registrar para esta referência',
    )
    const user = await createUser(db, 'outro@exemplo.com')
    expect(sqlState(await errorOf(() => record(user, String(receipt))))).toBe('42501')
  })

  it('refuses an unknown method and anyone but an administrator', async () => {
    const { proposalId } = await acceptedProposal()
    expect(
      (
        await errorOf(() =>
          callAs(db, admin, 'public.admin_proposal_record_payment($1, $2, $3, $4, $5)', [
            proposalId,
            100,
            today,
            'cheque',
            null,
          ]),
        )
      ).message,
    ).toBe('forma de pagamento inválida')
    const user = await createUser(db, 'curioso@exemplo.com')
    expect(
      sqlState(
        await errorOf(() =>
          callAs(db, user, 'public.admin_proposal_record_payment($1, $2, $3, $4, $5)', [
            proposalId,
            100,
            today,
            'pix',
            null,
          ]),
        ),
      ),
    ).toBe('42501')
    expect(sqlState(await errorOf(() => callAs(db, anonymous, 'public.admin_next_installment($1)', [1])))).toBe('42501')
  })

  it('10 payments at once for what remains: the sum never passes the total, and exactly the ones that fit are recorded', async () => {
    const { quote, proposalId } = await acceptedProposal()
    const connections = await Promise.all(Array.from({ length: 10 }, () => db.connect()))
    // R$ 1.000,00 in tries of R$ 300,00: three fit (R$ 900,00), the rest are refused.
    const tries = await Promise.allSettled(
      connections.map((connection) =>
        callAs(connection as TestDatabase, admin, 'public.admin_proposal_record_payment($1, $2, $3, $4, $5)', [
          proposalId,
          300_00,
          today,
          'pix',
          null,
        ]),
      ),
    )
    expect(tries.filter(({ status }) => status === 'fulfilled')).toHaveLength(3)
    for (const refused of tries.filter((result): result is PromiseRejectedResult => result.status === 'rejected'))
      expect(sqlState(refused.reason)).toBe('PY001')
    const { rows } = await db.asOwner((tx) =>
      tx.query<{ paid: number; n: number }>(
        `select sum(amount_cents)::int as paid, count(*)::int as n from public.proposal_payments where proposal_id = $1`,
        [proposalId],
      ),
    )
    expect(rows[0]).toEqual({ paid: 900_00, n: 3 })
    expect(await store().nextInstallment(admin, quote)).toMatchObject({ number: 4, remainingCents: 100_00 })
    // The deposit completed by one of them confirmed the date once.
    const { rows: bookings } = await db.asOwner((tx) =>
      tx.query<{ n: number }>(
        `select count(*)::int as n from public.bookings where orcamento_id = $1 and kind = 'confirmed'`,
        [quote],
      ),
    )
    expect(bookings[0]!.n).toBe(1)
  })

  it('acceptance keeps the CPF and the address on the acceptance and the quote; an invalid CPF records nothing', async () => {
    const quote = await storedQuote(db)
    const { token } = await sentProposal(db, admin, quote, scheduled())
    expect(await store().accept(token, { ...clientContract(), cpf: '52998224724' }, evidence)).toEqual({
      outcome: 'invalid',
    })
    expect((await store().view(token))?.state).toBe('open')
    expect(await store().accept(token, clientContract(), evidence)).toMatchObject({ outcome: 'accepted' })
    expect(await quoteRow(quote)).toMatchObject({ client_cpf: '52998224725', address_street: 'Rua das Festas' })
    const proposal = await store().get(admin, quote)
    expect(proposal?.acceptance).toMatchObject({
      cpf: '52998224725',
      eventAddress: {
        cep: '04571-010',
        street: 'Rua das Festas',
        number: '120',
        complement: 'Casa 2',
        neighborhood: 'Moema',
        city: 'São Paulo',
      },
    })
  })

  it('a refusal moves the quote to Em contato with the reason as a note and today as the next contact, and names the business to tell once', async () => {
    const quote = await storedQuote(db)
    await db.asOwner((tx) =>
      tx.query(`update public.admin_settings set notify_recipients = '{dona@buffet.com.br}' where id`),
    )
    const { token } = await sentProposal(db, admin, quote, scheduled())
    expect(await store().refuse(token, 'Achamos caro', evidence)).toEqual({ outcome: 'refused', orcamentoId: quote })
    expect(await quoteRow(quote)).toMatchObject({ status: 'em_contato', next_contact: today })
    const { rows: notes } = await db.asOwner((tx) =>
      tx.query<{ body: string }>(`select body from public.orcamento_notas where orcamento_id = $1`, [quote]),
    )
    expect(notes.map(({ body }) => body)).toEqual(['Proposta v1 recusada pelo cliente. Motivo: Achamos caro'])
    const recipients = () =>
      db.asOwner(
        async (tx) =>
          (await tx.query<{ r: string[] | null }>(`select public.proposal_refusal_recipients($1) as r`, [token]))
            .rows[0]!.r,
      )
    expect(await recipients()).toEqual(['dona@buffet.com.br'])
    await db.asOwner((tx) =>
      tx.query(`select public.mail_record_checked('recusa', '{dona@buffet.com.br}', $1, true)`, [token]),
    )
    expect(await recipients(), 'told once').toBeNull()
    expect(
      (
        await errorOf(() =>
          db.asOwner((tx) =>
            tx.query(`select public.mail_record_checked('recusa', '{dona@buffet.com.br}', $1, true)`, [token]),
          ),
        )
      ).message,
    ).toBe('mail_record: nada a registrar para esta referência')
  })

  it('counts the openings of a link on its own version', async () => {
    const quote = await storedQuote(db)
    const { token } = await sentProposal(db, admin, quote, scheduled())
    await store().opened(token)
    await store().opened(token)
    await store().opened(newToken())
    const [version] = (await store().get(admin, quote))!.versions
    expect(version!.opens.count).toBe(2)
    expect(version!.opens.first! <= version!.opens.last!).toBe(true)
  })

  it('the dashboard lists each answer until it is marked seen, and the installments due within days or overdue', async () => {
    const accepted = await acceptedProposal()
    const refusedQuote = await storedQuote(db)
    const refused = await sentProposal(db, admin, refusedQuote, scheduled())
    await store().refuse(refused.token, 'Data mudou', evidence)
    const answers = (await store().answers(admin)).filter(({ orcamento_id }) =>
      [accepted.quote, refusedQuote].includes(Number(orcamento_id)),
    )
    expect(answers.map(({ orcamento_id, kind, reason }) => [Number(orcamento_id), kind, reason])).toEqual([
      [refusedQuote, 'refused', 'Data mudou'],
      [accepted.quote, 'accepted', null],
    ])
    await store().answerSeen(admin, refusedQuote)
    expect((await store().answers(admin)).map(({ orcamento_id }) => Number(orcamento_id))).not.toContain(refusedQuote)

    // The deposit's due date is its hold's deadline (3 days): due within 3 days; after it is paid, the next is in 30.
    const due = async (days: number) =>
      (await store().installmentsDue(admin, days)).filter(({ orcamento_id }) => Number(orcamento_id) === accepted.quote)
    expect((await due(3)).map(({ label, remaining_cents, due: day }) => [label, Number(remaining_cents), day])).toEqual(
      [['Sinal', 300_00, dayFromToday(3)]],
    )
    await store().recordPayment(admin, accepted.proposalId, { amountCents: 300_00, paidOn: today, method: 'pix' })
    expect(await due(3)).toEqual([])
    expect((await due(30)).map(({ label, due: day }) => [label, day])).toEqual([['Parcela 1 de 3', dayFromToday(30)]])
    expect(sqlState(await errorOf(() => callAs(db, anonymous, 'public.admin_installments_due($1)', [3])))).toBe('42501')
  })
})
