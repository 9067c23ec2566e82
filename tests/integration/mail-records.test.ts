import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { anonymous, server, type SignedInCaller } from '@/lib/db/caller'
import { mailStore, type MailStore } from '@/lib/mail/store'
import { createUser, storeQuote, validRow } from '../support/database'
import type { TestDatabase } from '../support/engines'
import { amendedProposal, callAs, contractArgs, proposalDraft, sentProposal, storedQuote } from '../support/proposal'
import { transports } from '../support/transports'

// One record per e-mail sent, written only through public.mail_record: who may write which kind
// (the server's kinds the server's alone, since 20261128100100), and what proves it. On both
// engines and through Supabase's PostgREST.
describe.each(transports())('the e-mail records on $name', { timeout: 180_000 }, (transport) => {
  let db: TestDatabase
  let store: MailStore
  let admin: SignedInCaller
  let customer: SignedInCaller
  const records = async () =>
    (
      await db.asOwner((tx) =>
        tx.query<{ kind: string; recipients: string[]; orcamento_id: number | null }>(
          'select kind, recipients, orcamento_id::int as orcamento_id from public.mail_log order by id',
        ),
      )
    ).rows

  beforeAll(async () => {
    const opened = await transport.open()
    db = opened.db
    store = mailStore(opened.rpc)
    admin = await createUser(db, 'admin@buffet.com.br', { admin: true })
    customer = await createUser(db, 'cliente@exemplo.com')
  }, 300_000)
  afterAll(() => transport.close())

  it('records a new quote’s e-mail once, for the submission that stored it within the hour', async () => {
    const row = validRow()
    await storeQuote(db, row)
    const id = (
      await db.asOwner((tx) =>
        tx.query<{ id: number }>('select id::int as id from public."Orcamentos" where submission_id = $1', [
          row.submission_id,
        ]),
      )
    ).rows[0]!.id
    // The visitor who sent it (or anyone holding the anon key) may not write it: only the server.
    await expect(
      store.record(anonymous, 'novo_orcamento', ['atacante@exemplo.com'], row.submission_id),
    ).rejects.toMatchObject({ code: '42501' })
    await expect(
      store.record(customer, 'novo_orcamento', ['atacante@exemplo.com'], row.submission_id),
    ).rejects.toMatchObject({ code: '42501' })
    expect(
      await store.record(
        server,
        'novo_orcamento',
        ['Dono@Buffet.com.br', 'dono@buffet.com.br', 'equipe@buffet.com.br'],
        row.submission_id,
      ),
    ).toEqual(expect.any(Number))
    await expect(store.record(server, 'novo_orcamento', ['x@exemplo.com'], row.submission_id)).rejects.toMatchObject({
      code: '42501',
    })
    await expect(store.record(server, 'novo_orcamento', ['x@exemplo.com'], crypto.randomUUID())).rejects.toMatchObject({
      code: '42501',
    })
    await db.asOwner((tx) =>
      tx.query(`update public."Orcamentos" set created_at = now() - interval '2 hours' where submission_id = $1`, [
        row.submission_id,
      ]),
    )
    expect(await records()).toEqual([
      { kind: 'novo_orcamento', recipients: ['dono@buffet.com.br', 'equipe@buffet.com.br'], orcamento_id: id },
    ])
  })

  it('records the acceptance’s e-mails for the link just accepted, each kind once', async () => {
    const { token } = await sentProposal(db, admin, await storedQuote(db))
    await expect(store.record(server, 'aceite', ['dono@buffet.com.br'], token)).rejects.toMatchObject({ code: '42501' })
    await callAs(db, anonymous, `public.proposal_accept($1, 'Maria Souza', $2, $3::jsonb)`, [token, ...contractArgs])
    // The client holds the token, but the record is the server's to write.
    await expect(store.record(anonymous, 'aceite', ['atacante@exemplo.com'], token)).rejects.toMatchObject({
      code: '42501',
    })
    await store.record(server, 'aceite', ['dono@buffet.com.br'], token)
    await store.record(server, 'copia_aceite', ['maria@exemplo.com'], token)
    await expect(store.record(server, 'copia_aceite', ['maria@exemplo.com'], token)).rejects.toMatchObject({
      code: '42501',
    })
    expect((await records()).slice(-2).map(({ kind, recipients }) => [kind, recipients])).toEqual([
      ['aceite', ['dono@buffet.com.br']],
      ['copia_aceite', ['maria@exemplo.com']],
    ])
  })

  it('records the e-mails of an aditivo’s acceptance for its own link, each kind once', async () => {
    const quote = await storedQuote(db)
    const draft = proposalDraft()
    const { token } = await sentProposal(db, admin, quote, draft)
    const accept = (link: string) =>
      callAs(db, anonymous, `public.proposal_accept($1, 'Maria Souza', $2, $3::jsonb)`, [link, ...contractArgs])
    await accept(token)
    await store.record(server, 'aceite', ['dono@buffet.com.br'], token)
    const amendment = await amendedProposal(db, admin, quote, { ...draft, guests: 80 })
    await expect(store.record(server, 'aceite', ['dono@buffet.com.br'], amendment.token)).rejects.toMatchObject({
      code: '42501',
    })
    await accept(amendment.token)
    await store.record(server, 'aceite', ['dono@buffet.com.br'], amendment.token)
    await store.record(server, 'copia_aceite', ['maria@exemplo.com'], amendment.token)
    await expect(store.record(server, 'aceite', ['dono@buffet.com.br'], amendment.token)).rejects.toMatchObject({
      code: '42501',
    })
    expect((await records()).slice(-3).map(({ kind, orcamento_id }) => [kind, orcamento_id])).toEqual([
      ['aceite', quote],
      ['aceite', quote],
      ['copia_aceite', quote],
    ])
  })

  it('leaves the proposal, test and digest records to an administrator and the server', async () => {
    const { token } = await sentProposal(db, admin, await storedQuote(db))
    for (const kind of ['proposta', 'teste', 'resumo'] as const) {
      await expect(store.record(anonymous, kind, ['x@exemplo.com'], token)).rejects.toMatchObject({ code: '42501' })
      await expect(store.record(customer, kind, ['x@exemplo.com'], token)).rejects.toMatchObject({ code: '42501' })
    }
    await store.record(admin, 'proposta', ['maria@exemplo.com'], token)
    await store.record(admin, 'teste', ['dono@buffet.com.br'])
    await expect(store.record(admin, 'resumo', ['dono@buffet.com.br'])).rejects.toMatchObject({ code: '42501' })
    await expect(store.record(admin, 'teste', ['não é e-mail'])).rejects.toMatchObject({ code: '22023' })
    expect((await records()).slice(-2).map(({ kind }) => kind)).toEqual(['proposta', 'teste'])
  })

  it('records a sign-in alert only while its window is claimed, once', async () => {
    await expect(
      store.record(server, 'alerta_acesso', ['dono@buffet.com.br'], 'admin@buffet.com.br'),
    ).rejects.toMatchObject({ code: '42501' })
    await db.asOwner((tx) => tx.query(`select public.rate_limit_hit('signin_alert:admin@buffet.com.br', 900, 1)`))
    await expect(
      store.record(anonymous, 'alerta_acesso', ['dono@buffet.com.br'], 'Admin@Buffet.com.br'),
    ).rejects.toMatchObject({ code: '42501' })
    await store.record(server, 'alerta_acesso', ['dono@buffet.com.br'], 'Admin@Buffet.com.br')
    await expect(
      store.record(server, 'alerta_acesso', ['dono@buffet.com.br'], 'admin@buffet.com.br'),
    ).rejects.toMatchObject({ code: '42501' })
  })

  it('writes the digest’s, the contact change’s and a pending Pix alert’s records as the server, the alert once', async () => {
    await store.record(server, 'contato_alterado', ['dono@buffet.com.br'])
    await expect(store.record(admin, 'contato_alterado', ['dono@buffet.com.br'])).rejects.toMatchObject({
      code: '42501',
    })
    const { rows } = await db.asOwner((tx) =>
      tx.query<{ id: string }>(`insert into public.admin_alerts (kind) values ('pix_alterado') returning id::text`),
    )
    const alert = rows[0]!.id
    await expect(store.record(admin, 'pix_alterado', ['dono@buffet.com.br'], alert)).rejects.toMatchObject({
      code: '42501',
    })
    await store.record(server, 'pix_alterado', ['dono@buffet.com.br'], alert)
    await expect(store.record(server, 'pix_alterado', ['dono@buffet.com.br'], alert)).rejects.toMatchObject({
      code: '42501',
    })
    await store.record(server, 'resumo', ['dono@buffet.com.br'])
    expect((await records()).at(-1)).toEqual({ kind: 'resumo', recipients: ['dono@buffet.com.br'], orcamento_id: null })
  })

  it('keeps the records out of the API roles', async () => {
    for (const caller of [anonymous, admin]) {
      await expect(db.asCaller(caller, (tx) => tx.query('select * from public.mail_log'))).rejects.toThrow(
        /permission denied for table mail_log/,
      )
      await expect(
        db.asCaller(caller, (tx) => tx.query(`select public.mail_write('teste', '{a@b.co}')`)),
      ).rejects.toThrow(/permission denied for function mail_write/)
    }
  })
})
