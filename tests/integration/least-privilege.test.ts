import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { supabaseClient } from '@/lib/config/supabase'
import { createUser, validRow } from '../support/database'
import { engines, type TestDatabase } from '../support/engines'
import { postgrestRpcStandIn } from '../support/postgrest-rpc'
import { CLIENT_CPF, EVENT_ADDRESS, sentProposal, storedQuote } from '../support/proposal'
import { anonExecutes, authenticatedExecutes, tablePrivileges } from './least-privilege.allow'

const ANON_KEY = 'anon-key-for-tests'
// Schemas whose objects are ours or Supabase's own, not the system's nor an extension's.
const OUR_SCHEMAS = `n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast') and n.nspname not like 'pg\\_%'`
const NOT_FROM_AN_EXTENSION = (oid: string) =>
  `not exists (select 1 from pg_depend d where d.objid = ${oid} and d.deptype = 'e')`

/** Every function `role` may execute, as "schema.name(arguments)". */
const executable = (db: TestDatabase, role: string) =>
  db.asOwner(async (tx) =>
    (
      await tx.query<{ fn: string }>(
        `select n.nspname || '.' || p.proname || '(' || pg_get_function_identity_arguments(p.oid) || ')' as fn
         from pg_proc p join pg_namespace n on n.oid = p.pronamespace
         where ${OUR_SCHEMAS} and ${NOT_FROM_AN_EXTENSION('p.oid')} and has_function_privilege($1, p.oid, 'execute') order by 1`,
        [role],
      )
    ).rows.map(({ fn }) => fn),
  )

/** Every privilege the API roles hold on a table, view, column or sequence, as "role privilege schema.relation[.column]". */
const relationPrivileges = (db: TestDatabase) =>
  db.asOwner(async (tx) =>
    (
      await tx.query<{ grant: string }>(
        `with roles(role) as (values ('anon'), ('authenticated')),
         rels as (select c.oid, c.relkind, n.nspname || '.' || c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
                  where ${OUR_SCHEMAS} and c.relkind in ('r', 'p', 'v', 'm', 'f', 'S') and ${NOT_FROM_AN_EXTENSION('c.oid')})
         select r.role || ' ' || p.privilege || ' ' || rels.name as grant from rels cross join roles r
           cross join unnest(array['SELECT', 'INSERT', 'UPDATE', 'DELETE', 'TRUNCATE', 'REFERENCES', 'TRIGGER']) as p(privilege)
           where rels.relkind <> 'S' and has_table_privilege(r.role, rels.oid, p.privilege)
         union all
         select r.role || ' ' || p.privilege || ' ' || rels.name from rels cross join roles r cross join unnest(array['USAGE', 'SELECT', 'UPDATE']) as p(privilege)
           where rels.relkind = 'S' and has_sequence_privilege(r.role, rels.oid, p.privilege)
         union all
         select r.role || ' ' || p.privilege || ' ' || rels.name || '.' || a.attname from rels cross join roles r
           join pg_attribute a on a.attrelid = rels.oid and a.attnum > 0 and not a.attisdropped
           cross join unnest(array['SELECT', 'INSERT', 'UPDATE', 'REFERENCES']) as p(privilege)
           where rels.relkind <> 'S' and has_column_privilege(r.role, rels.oid, a.attnum, p.privilege) and not has_table_privilege(r.role, rels.oid, p.privilege)
         order by 1`,
      )
    ).rows.map(({ grant }) => grant),
  )

// Creating a PGlite database takes seconds, and far longer on a loaded machine.
describe.each(engines())('least privilege for the API roles on $name', { timeout: 180_000 }, (engine) => {
  let db: TestDatabase
  let stand: Awaited<ReturnType<typeof postgrestRpcStandIn>>
  let sent: Awaited<ReturnType<typeof sentProposal>>
  const anon = () => supabaseClient({ url: stand.url, anonKey: ANON_KEY })
  const count = async (sql: string, params: unknown[] = []) =>
    (await db.asOwner((tx) => tx.query<{ n: number }>(sql, params))).rows[0]!.n

  beforeAll(async () => {
    await engine.start()
    db = await engine.emptyDatabase()
    await db.migrate()
    // A registered CRON_SECRET the attacker does not know, a real account, a full day and a quote: what there is to reach.
    await db.asOwner((tx) =>
      tx.query(
        `update public.admin_settings set job_key_sha256 = encode(sha256(convert_to($1, 'UTF8')), 'hex'), notify_recipients = '{dona@buffet.com.br}' where id`,
        [randomBytes(24).toString('hex')],
      ),
    )
    const owner = await createUser(db, 'dona@buffet.com.br', { admin: true })
    await db.asOwner((tx) =>
      tx.query(
        `insert into public.blocked_dates (date, note) values (public.sao_paulo_today() + 30, 'Casamento da família Souza')`,
      ),
    )
    // A proposal sent to a client: its link is what an attacker would like to reach without it.
    sent = await sentProposal(db, owner, await storedQuote(db))
    stand = await postgrestRpcStandIn(db)
  }, 300_000)
  afterAll(async () => {
    await stand?.close()
    await engine.stop()
  })

  it('lets anon execute exactly the allowlisted functions', async () => {
    expect(await executable(db, 'anon')).toEqual(Object.keys(anonExecutes).sort())
  })

  it('lets authenticated execute exactly the allowlisted functions', async () => {
    expect(await executable(db, 'authenticated')).toEqual(Object.keys(authenticatedExecutes).sort())
  })

  it('grants the API roles no table, view, column or sequence privilege but the allowlisted', async () => {
    expect(await relationPrivileges(db)).toEqual(Object.keys(tablePrivileges).sort())
  })

  it('closes to anon a table a later migration creates and forgets to revoke (authenticated still gets it: the allowlist above catches that)', async () => {
    await db.asOwner((tx) =>
      tx.exec(`create table public.forgot_revoke (id bigint generated by default as identity primary key, note text)`),
    )
    try {
      expect(await relationPrivileges(db)).toEqual(
        expect.arrayContaining(['authenticated SELECT public.forgot_revoke']),
      )
      expect((await relationPrivileges(db)).filter((grant) => grant.startsWith('anon '))).toEqual([])
    } finally {
      await db.asOwner((tx) => tx.exec('drop table public.forgot_revoke'))
    }
  })

  describe('every function anon may execute, called with the anon key as an attacker would (supabase-js through PostgREST)', () => {
    const wrongKey = 'chave-de-atacante-com-bem-mais-de-16-letras'
    const refusedKey = async (fn: string, args: Record<string, unknown>) => {
      const { data, error } = await anon().rpc(fn, { p_key: wrongKey, ...args })
      expect(data, fn).toBeNull()
      expect(error, fn).toMatchObject({
        code: '42501',
        message: 'chave das tarefas diárias inválida ou não registrada',
      })
    }
    const token = () => randomBytes(16).toString('base64url')
    const attacks: Record<string, () => Promise<void>> = {
      'auth.jwt()': async () => expect((await anon().rpc('jwt')).error).not.toBeNull(),
      'auth.role()': async () => expect((await anon().rpc('role')).error).not.toBeNull(),
      'auth.uid()': async () => expect((await anon().rpc('uid')).error).not.toBeNull(),
      'public.job_alerts_pending(p_key text)': () => refusedKey('job_alerts_pending', {}),
      'public.job_digest_claim(p_key text, p_day date)': () => refusedKey('job_digest_claim', { p_day: '2099-01-01' }),
      'public.job_digest_content(p_key text, p_now timestamp with time zone)': () =>
        refusedKey('job_digest_content', {}),
      'public.job_digest_finish(p_key text, p_day date, p_sent boolean)': () =>
        refusedKey('job_digest_finish', { p_day: '2099-01-01', p_sent: true }),
      'public.job_digest_recipients(p_key text)': () => refusedKey('job_digest_recipients', {}),
      'public.job_limit_count(p_key text, p_scope text, p_subject text)': () =>
        refusedKey('job_limit_count', { p_scope: 'quote_site', p_subject: 'conhecidos' }),
      'public.job_mail_record(p_key text, p_kind text, p_recipients text[], p_ref text)': () =>
        refusedKey('job_mail_record', { p_kind: 'resumo', p_recipients: ['ataque@exemplo.com'] }),
      'public.calendar_feed(p_token text)': async () => {
        for (const guess of [token(), randomBytes(32).toString('base64url'), "' or 1=1 --"])
          expect((await anon().rpc('calendar_feed', { p_token: guess })).data).toBeNull()
      },
      'public.job_bookings_lapse(p_key text)': () => refusedKey('job_bookings_lapse', {}),
      'public.job_proposal_acceptance_recipients(p_key text, p_token text)': () =>
        refusedKey('job_proposal_acceptance_recipients', { p_token: token() }),
      'public.job_proposal_unavailable_recipients(p_key text, p_token text)': () =>
        refusedKey('job_proposal_unavailable_recipients', { p_token: token() }),
      'public.job_quote_intake(p_key text, p_quote jsonb, p_client text, p_per_client integer, p_site_per_minute integer, p_proof text, p_can_prove boolean)':
        () =>
          refusedKey('job_quote_intake', {
            p_quote: { ...validRow(), guests: 10 },
            p_client: null,
            p_per_client: 1000,
            p_site_per_minute: 100000,
          }),
      'public.job_quote_notification_recipients(p_key text, p_submission_id uuid)': () =>
        refusedKey('job_quote_notification_recipients', { p_submission_id: crypto.randomUUID() }),
      'public.job_quote_probe(p_key text)': () => refusedKey('job_quote_probe', {}),
      'public.job_record_quote_notification(p_key text, p_submission_id uuid, p_outcome text)': () =>
        refusedKey('job_record_quote_notification', { p_submission_id: crypto.randomUUID(), p_outcome: 'sent' }),
      'public.job_run_retention(p_key text)': () => refusedKey('job_run_retention', {}),
      'public.job_sign_in_attack_report(p_key text, p_email text, p_threshold integer)': () =>
        refusedKey('job_sign_in_attack_report', { p_email: 'dona@buffet.com.br', p_threshold: 10 }),
      'public.job_sign_in_attempt(p_key text, p_email text, p_client text, p_address text)': () =>
        refusedKey('job_sign_in_attempt', {
          p_email: 'dona@buffet.com.br',
          p_client: 'cliente:x',
          p_address: '203.0.113.1',
        }),
      'public.job_site_contact_check(p_key text, p_whatsapp text, p_email text)': () =>
        refusedKey('job_site_contact_check', { p_whatsapp: '5511900000000', p_email: 'golpe@exemplo.com' }),
      'public.job_proposal_refusal_recipients(p_key text, p_token text)': () =>
        refusedKey('job_proposal_refusal_recipients', { p_token: sent.token }),
      'public.proposal_accept(p_token text, p_full_name text, p_cpf text, p_address jsonb, p_client_address text, p_user_agent text)':
        async () => {
          for (const guess of [token(), "' or 1=1 --", '']) {
            expect(
              (
                await anon().rpc('proposal_accept', {
                  p_token: guess,
                  p_full_name: 'Atacante Silva',
                  p_cpf: CLIENT_CPF,
                  p_address: EVENT_ADDRESS,
                })
              ).data,
            ).toEqual({ outcome: 'not_found' })
          }
          // The real link without a valid CPF and address records nothing either.
          expect(
            (
              await anon().rpc('proposal_accept', {
                p_token: sent.token,
                p_full_name: 'Atacante Silva',
                p_cpf: '11111111111',
                p_address: EVENT_ADDRESS,
              })
            ).data,
          ).toEqual({ outcome: 'invalid' })
          expect(
            (
              await anon().rpc('proposal_accept', {
                p_token: sent.token,
                p_full_name: 'Atacante Silva',
                p_cpf: CLIENT_CPF,
                p_address: { cep: '1' },
              })
            ).data,
          ).toEqual({ outcome: 'invalid' })
          expect(await count('select count(*)::int as n from public.proposal_acceptances')).toBe(0)
        },
      'public.proposal_opened(p_token text)': async () => {
        for (const guess of [token(), "' or 1=1 --", ''])
          expect((await anon().rpc('proposal_opened', { p_token: guess })).error).toBeNull()
        expect(await count('select coalesce(sum(open_count), 0)::int as n from public.proposal_versions')).toBe(0)
        // Only the link's own token counts, on its own version.
        await anon().rpc('proposal_opened', { p_token: sent.token })
        expect(await count('select coalesce(sum(open_count), 0)::int as n from public.proposal_versions')).toBe(1)
      },
      'public.proposal_refuse(p_token text, p_reason text, p_client_address text, p_user_agent text)': async () => {
        expect((await anon().rpc('proposal_refuse', { p_token: token(), p_reason: 'ataque' })).data).toEqual({
          outcome: 'not_found',
        })
        expect(await count('select count(*)::int as n from public.proposal_refusals')).toBe(0)
      },
      'public.proposal_booking(p_token text)': async () => {
        for (const guess of [token(), "' or 1=1 --"])
          expect((await anon().rpc('proposal_booking', { p_token: guess })).data).toBeNull()
      },
      'public.proposal_view(p_token text)': async () => {
        for (const guess of [token(), "' or 1=1 --"])
          expect((await anon().rpc('proposal_view', { p_token: guess })).data).toBeNull()
      },
      'public.public_full_dates()': async () => {
        const { data } = await anon().rpc('public_full_dates')
        expect(data).toHaveLength(1)
        expect(JSON.stringify(data)).not.toMatch(/Souza|Casamento/)
        expect((data as string[]).every((day) => /^\d{4}-\d{2}-\d{2}$/.test(day))).toBe(true)
      },
      'public.retention_months()': async () => expect((await anon().rpc('retention_months')).data).toBe(24),
      'public.quote_intake_unkeyed(p_quote jsonb)': async () => {
        // A script past the whole site's allowance is refused, and what it stored waits for review.
        const answers = []
        for (let sent = 0; sent < 11; sent++)
          answers.push((await anon().rpc('quote_intake_unkeyed', { p_quote: validRow({ name: 'Roteiro' }) })).data)
        expect(answers.slice(0, 10)).toEqual(Array(10).fill({ outcome: 'stored', suspect: true, summary: false }))
        expect(answers[10]).toMatchObject({ outcome: 'refused' })
        expect(
          await count(`select count(*)::int as n from public."Orcamentos" where name = 'Roteiro' and not suspect`),
        ).toBe(0)
        expect(await count(`select count(*)::int as n from public.admin_alerts where kind = 'tarefas_sem_chave'`)).toBe(
          1,
        )
      },
    }

    it('has an attack written for each of them (a new one fails here until it has)', () => {
      expect(Object.keys(attacks).sort()).toEqual(Object.keys(anonExecutes).sort())
    })

    it.each(Object.keys(anonExecutes).sort())('%s gives the anon key nothing', async (fn) => {
      await attacks[fn]!()
    })

    it('no longer opens what the anon key used to reach: the alert, the recipients, the counters, the retention, a quote past every limit', async () => {
      const before = await db.asOwner(
        async (tx) =>
          (
            await tx.query(
              `select (select count(*)::int from public."Orcamentos") as quotes, (select count(*)::int from public.rate_limits) as counters, (select count(*)::int from public.audit_log) as audit`,
            )
          ).rows[0],
      )
      const denied = { code: '42501' }
      for (const [fn, args] of [
        ['sign_in_attack_report', { p_email: 'dona@buffet.com.br', p_threshold: 10 }],
        ['sign_in_attempt', { p_email: 'dona@buffet.com.br', p_client: 'cliente:da-dona', p_address: '203.0.113.1' }],
        ['limit_count', { p_scope: 'quote_site', p_subject: 'conhecidos' }],
        ['quote_notification_recipients', { p_submission_id: crypto.randomUUID() }],
        ['record_quote_notification', { p_submission_id: crypto.randomUUID(), p_outcome: 'sent' }],
        ['proposal_acceptance_recipients', { p_token: token() }],
        ['mail_record', { p_kind: 'novo_orcamento', p_recipients: ['ataque@exemplo.com'], p_ref: crypto.randomUUID() }],
        ['run_retention', {}],
        ['quote_probe', {}],
        ['quote_intake', { p_quote: validRow(), p_client: null, p_per_client: 1000, p_site_per_minute: 100000 }],
        ['is_admin', {}],
      ] as const) {
        const { data, error } = await anon().rpc(fn, args)
        expect(data, fn).toBeNull()
        expect(error, fn).toMatchObject(denied)
      }
      // The old way in is gone, and so is a plain INSERT past every limit, or a read of the table.
      expect(
        (await anon().rpc('quote_submit', { p_submission_id: crypto.randomUUID(), p_name: 'Ataque' })).error,
      ).not.toBeNull()
      const {
        name,
        email,
        phone,
        whatsapp,
        neighborhood,
        party_type,
        guests,
        date,
        event_time,
        message,
        submission_id,
      } = validRow({ name: 'Inserido por fora' })
      expect(
        (
          await anon().from('Orcamentos').insert({
            name,
            email,
            phone,
            whatsapp,
            neighborhood,
            party_type,
            guests,
            date,
            event_time,
            message,
            submission_id,
          })
        ).error,
      ).toMatchObject(denied)
      expect((await anon().from('Orcamentos').select('*')).error).toMatchObject(denied)
      expect(
        await db.asOwner(
          async (tx) =>
            (
              await tx.query(
                `select (select count(*)::int from public."Orcamentos") as quotes, (select count(*)::int from public.rate_limits) as counters, (select count(*)::int from public.audit_log) as audit`,
              )
            ).rows[0],
        ),
      ).toEqual(before)
    })
  })
})
