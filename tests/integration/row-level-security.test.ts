import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Caller, SignedInCaller } from '@/lib/db/caller'
import { validateQuote } from '@/lib/quotes/schema'
import { engines, type TestDatabase } from '../support/engines'
import { anonymous, createUser, errorOf, storeQuote, insertStatement, validRow } from '../support/database'
import { newToken, sendProposal } from '../support/proposal'

type Who = 'anon' | 'user' | 'admin'
type Statement = { sql: string; params?: unknown[] }
/** Allowed, returning or affecting this many rows; or refused with exactly this database error. */
type Outcome = { rows: number } | { error: string }

const PERMISSION_DENIED = (table: string) => ({ error: `permission denied for table ${table}` })

// A row every case can aim at: stored before the cases run, by an anonymous visitor.
const TARGET = crypto.randomUUID()
// …and its id, known once it is stored (the statements read it when they run).
let targetId = 0
// And a proposal for it, sent by the administrator: the link's token.
const TOKEN = newToken()

/**
 * Who may do what through the API. One line per (table, action, caller); add a line here for
 * every new table, policy or grant. Mutations run in a transaction that is rolled back.
 */
const matrix: { table: string; action: string; who: Who; statement: () => Statement; expect: Outcome }[] = [
  // No API role inserts a quote (20261128100100): quote_intake, the server's, applies the limits first.
  ...(['anon', 'user', 'admin'] as const).map((who) => ({
    table: 'Orcamentos',
    action: 'insert',
    who,
    statement: () => insertStatement(validRow()),
    expect: PERMISSION_DENIED('Orcamentos'),
  })),
  ...(['anon', 'user', 'admin'] as const).map((who) => ({
    table: 'Orcamentos',
    action: 'insert returning the row',
    who,
    statement: () => insertStatement(validRow(), { returning: true }),
    expect: PERMISSION_DENIED('Orcamentos'),
  })),
  // One column at a time: a grant on either one alone must fail its own line.
  ...(['anon', 'user', 'admin'] as const).flatMap((who) =>
    [{ id: 999_999 }, { created_at: '2000-01-01' }, { anonymized_at: '2000-01-01' }].map((chosen) => ({
      table: 'Orcamentos',
      action: `insert choosing ${Object.keys(chosen).join()}`,
      who,
      statement: () => insertStatement(validRow(chosen)),
      expect: PERMISSION_DENIED('Orcamentos'),
    })),
  ),
  // Reads go through the admin functions (is_admin() first) only.
  ...(['anon', 'user', 'admin'] as const).map((who) => ({
    table: 'Orcamentos',
    action: 'select',
    who,
    statement: () => ({ sql: 'select * from public."Orcamentos" where submission_id = $1', params: [TARGET] }),
    expect: PERMISSION_DENIED('Orcamentos'),
  })),
  {
    table: 'Orcamentos',
    action: 'read one through admin_quote',
    who: 'admin',
    statement: () => ({
      sql: 'select * from public.admin_quote((select id from public.admin_quotes(p_search => $1)))',
      params: ['%Existente%'],
    }),
    expect: { rows: 1 },
  },
  ...(['anon', 'user', 'admin'] as const).flatMap((who) => [
    {
      table: 'Orcamentos',
      action: 'update',
      who,
      statement: () => ({
        sql: `update public."Orcamentos" set name = 'alterado' where submission_id = $1`,
        params: [TARGET],
      }),
      expect: PERMISSION_DENIED('Orcamentos'),
    },
    {
      table: 'Orcamentos',
      action: 'delete',
      who,
      statement: () => ({ sql: 'delete from public."Orcamentos" where submission_id = $1', params: [TARGET] }),
      expect: PERMISSION_DENIED('Orcamentos'),
    },
    {
      table: 'admins',
      action: 'select',
      who,
      statement: () => ({ sql: 'select * from public.admins' }),
      expect: PERMISSION_DENIED('admins'),
    },
    {
      table: 'admins',
      action: 'insert (making oneself an administrator)',
      who,
      statement: () => ({ sql: 'insert into public.admins (user_id) values (auth.uid())' }),
      expect: PERMISSION_DENIED('admins'),
    },
    {
      table: 'admins',
      action: 'delete',
      who,
      statement: () => ({ sql: 'delete from public.admins' }),
      expect: PERMISSION_DENIED('admins'),
    },
    {
      table: 'admin_settings',
      action: 'insert',
      who,
      statement: () => ({ sql: 'insert into public.admin_settings (id) values (true)' }),
      expect: PERMISSION_DENIED('admin_settings'),
    },
    {
      table: 'admin_settings',
      action: 'delete',
      who,
      statement: () => ({ sql: 'delete from public.admin_settings' }),
      expect: PERMISSION_DENIED('admin_settings'),
    },
    {
      table: 'audit_log',
      action: 'insert',
      who,
      statement: () => ({ sql: `insert into public.audit_log (action) values ('forjado')` }),
      expect: PERMISSION_DENIED('audit_log'),
    },
    {
      table: 'audit_log',
      action: 'update',
      who,
      statement: () => ({ sql: `update public.audit_log set action = 'forjado'` }),
      expect: PERMISSION_DENIED('audit_log'),
    },
    {
      table: 'audit_log',
      action: 'delete',
      who,
      statement: () => ({ sql: 'delete from public.audit_log' }),
      expect: PERMISSION_DENIED('audit_log'),
    },
    {
      table: 'audit_log',
      action: 'write through audit_write',
      who,
      statement: () => ({ sql: `select public.audit_write('forjado')` }),
      expect: { error: 'permission denied for function audit_write' },
    },
    // Sessions (migration 20261126100100): the table is the functions' alone.
    {
      table: 'admin_sessions',
      action: 'select',
      who,
      statement: () => ({ sql: 'select * from public.admin_sessions' }),
      expect: PERMISSION_DENIED('admin_sessions'),
    },
    {
      table: 'admin_sessions',
      action: 'insert (a session of its own making)',
      who,
      statement: () => ({
        sql: 'insert into public.admin_sessions (id, user_id) values (gen_random_uuid(), gen_random_uuid())',
      }),
      expect: PERMISSION_DENIED('admin_sessions'),
    },
    {
      table: 'admin_sessions',
      action: 'update (reopening a session)',
      who,
      statement: () => ({ sql: 'update public.admin_sessions set ended_at = null' }),
      expect: PERMISSION_DENIED('admin_sessions'),
    },
    {
      table: 'admin_sessions',
      action: 'delete',
      who,
      statement: () => ({ sql: 'delete from public.admin_sessions' }),
      expect: PERMISSION_DENIED('admin_sessions'),
    },
    // The raw counters (migration 20261125130000) are internal since 20261126100000.
    {
      table: 'rate_limits',
      action: 'count through rate_limit_hit',
      who,
      statement: () => ({ sql: `select * from public.rate_limit_hit('quote_site:conhecidos', 60, 0)` }),
      expect: { error: 'permission denied for function rate_limit_hit' },
    },
    {
      table: 'rate_limits',
      action: 'forget through rate_limit_clear',
      who,
      statement: () => ({ sql: `select public.rate_limit_clear('signin_email:admin@exemplo.com')` }),
      expect: { error: 'permission denied for function rate_limit_clear' },
    },
    // Counting is the server's (20261128100100): no API role fills the site's ceiling or locks a pair.
    {
      table: 'rate_limits',
      action: 'count a quote (limit_count)',
      who,
      statement: () => ({ sql: `select * from public.limit_count('quote_site', 'conhecidos')` }),
      expect: { error: 'permission denied for function limit_count' },
    },
    {
      table: 'rate_limits',
      action: 'count a sign-in attempt (sign_in_attempt)',
      who,
      statement: () => ({ sql: `select * from public.sign_in_attempt('admin@exemplo.com', 'cliente:x', null)` }),
      expect: { error: 'permission denied for function sign_in_attempt' },
    },
    {
      table: 'admin_settings',
      action: 'update notify_recipients directly',
      who,
      statement: () => ({ sql: `update public.admin_settings set notify_recipients = '{ladrao@exemplo.com}'` }),
      expect: PERMISSION_DENIED('admin_settings'),
    },
    {
      table: 'Orcamentos',
      action: 'insert choosing status',
      who,
      statement: () => insertStatement(validRow({ status: 'fechado' })),
      expect: PERMISSION_DENIED('Orcamentos'),
    },
    {
      table: 'Orcamentos',
      action: 'insert marked suspect',
      who,
      statement: () => insertStatement(validRow({ suspect: true })),
      expect: PERMISSION_DENIED('Orcamentos'),
    },
    {
      table: 'Orcamentos',
      action: 'read the recipients of a quote’s e-mail',
      who,
      statement: () => ({ sql: 'select public.quote_notification_recipients(gen_random_uuid())' }),
      expect: { error: 'permission denied for function quote_notification_recipients' },
    },
    {
      table: 'audit_log',
      action: 'truncate',
      who,
      statement: () => ({ sql: 'truncate public.audit_log' }),
      expect: PERMISSION_DENIED('audit_log'),
    },
    // Personal data (migration 20261126110000): the columns change only through the functions below.
    {
      table: 'Orcamentos',
      action: 'update anonymized_at',
      who,
      statement: () => ({
        sql: `update public."Orcamentos" set anonymized_at = now() where submission_id = $1`,
        params: [TARGET],
      }),
      expect: PERMISSION_DENIED('Orcamentos'),
    },
    {
      table: 'Orcamentos',
      action: 'update the contact fields',
      who,
      statement: () => ({
        sql: `update public."Orcamentos" set email = 'x@y.com', phone = null where submission_id = $1`,
        params: [TARGET],
      }),
      expect: PERMISSION_DENIED('Orcamentos'),
    },
    {
      table: 'orcamento_notas',
      action: 'update',
      who,
      statement: () => ({ sql: `update public.orcamento_notas set body = 'x'` }),
      expect: PERMISSION_DENIED('orcamento_notas'),
    },
    {
      table: 'orcamento_notas',
      action: 'delete',
      who,
      statement: () => ({ sql: 'delete from public.orcamento_notas' }),
      expect: PERMISSION_DENIED('orcamento_notas'),
    },
    {
      table: 'personal_data_secret',
      action: 'select',
      who,
      statement: () => ({ sql: 'select * from public.personal_data_secret' }),
      expect: PERMISSION_DENIED('personal_data_secret'),
    },
    {
      table: 'admin_settings',
      action: 'update retention_months directly',
      who,
      statement: () => ({ sql: 'update public.admin_settings set retention_months = 6' }),
      expect: PERMISSION_DENIED('admin_settings'),
    },
    ...(
      [
        ['anonymize_quote_rows', `select public.anonymize_quote_rows(array[1]::bigint[])`],
        ['person_records', `select public.person_records(array[1]::bigint[])`],
        ['person_quote_ids', `select public.person_quote_ids('maria@exemplo.com')`],
        ['personal_hash', `select public.personal_hash('x')`],
        ['person_subject', `select public.person_subject('maria@exemplo.com')`],
      ] as const
    ).map(([fn, sql]) => ({
      table: 'Orcamentos',
      action: `call the internal ${fn}`,
      who,
      statement: () => ({ sql }),
      expect: { error: `permission denied for function ${fn}` },
    })),
    {
      table: 'admin_settings',
      action: 'read the retention period',
      who,
      statement: () => ({ sql: 'select public.retention_months()' }),
      expect: { rows: 1 },
    },
    {
      table: 'Orcamentos',
      action: 'run the retention (the server’s daily job)',
      who,
      statement: () => ({ sql: 'select public.run_retention()' }),
      expect: { error: 'permission denied for function run_retention' },
    },
  ]),
  ...(
    [
      ['person_data', `select public.person_data('ninguem@exemplo.com')`],
      ['anonymize_person', `select public.anonymize_person('ninguem@exemplo.com')`],
      [
        'correct_quote_contact',
        `select public.correct_quote_contact($1, 'Outro', 'outro@exemplo.com', '11 912345678', '11 912345678', 'Lapa')`,
      ],
      ['set_retention_months', 'select public.set_retention_months(36)'],
    ] as const
  ).flatMap(([fn, sql]) => [
    {
      table: 'Orcamentos',
      action: `call ${fn}`,
      who: 'anon' as const,
      statement: () => ({ sql, params: sql.includes('$1') ? [targetId] : [] }),
      expect: { error: `permission denied for function ${fn}` },
    },
    {
      table: 'Orcamentos',
      action: `call ${fn}`,
      who: 'user' as const,
      statement: () => ({ sql, params: sql.includes('$1') ? [targetId] : [] }),
      expect: { error: 'permission denied: only administrators handle personal data' },
    },
    {
      table: 'Orcamentos',
      action: `call ${fn}`,
      who: 'admin' as const,
      statement: () => ({ sql, params: sql.includes('$1') ? [targetId] : [] }),
      expect: { rows: 1 },
    },
  ]),
  // Proposals (migration 20261126120000): administrators read through admin_proposal; writes only through the functions; nobody deletes.
  ...(
    [
      ['proposals', 'status'],
      ['proposal_lines', 'description'],
      ['proposal_versions', 'status'],
      ['proposal_acceptances', 'full_name'],
      ['proposal_refusals', 'reason'],
      ['proposal_payments', 'amount_cents'],
    ] as const
  ).flatMap(([table, column]) => [
    ...(['anon', 'user', 'admin'] as const).flatMap((who) => [
      {
        table,
        action: 'select',
        who,
        statement: () => ({ sql: `select * from public.${table}` }),
        expect: PERMISSION_DENIED(table),
      },
      {
        table,
        action: 'update',
        who,
        statement: () => ({ sql: `update public.${table} set ${column} = ${column}` }),
        expect: PERMISSION_DENIED(table),
      },
      {
        table,
        action: 'delete',
        who,
        statement: () => ({ sql: `delete from public.${table}` }),
        expect: PERMISSION_DENIED(table),
      },
    ]),
  ]),
  ...(['anon', 'user', 'admin'] as const).flatMap((who) => [
    {
      table: 'proposals',
      action: 'insert',
      who,
      statement: () => ({
        sql: `insert into public.proposals (orcamento_id, valid_until, deposit_percent) values (1, '2099-01-01', 30)`,
      }),
      expect: PERMISSION_DENIED('proposals'),
    },
    {
      table: 'proposal_versions',
      action: 'insert (a version not sent by the editor)',
      who,
      statement: () => ({
        sql: `insert into public.proposal_versions (proposal_id, number, token_hash, content, content_sha256, total_cents, deposit_cents, valid_until) values (1, 9, '\\x00', '{}', 'x', 0, 0, '2099-01-01')`,
      }),
      expect: PERMISSION_DENIED('proposal_versions'),
    },
    {
      table: 'proposal_acceptances',
      action: 'insert (accepting around the function)',
      who,
      statement: () => ({
        sql: `insert into public.proposal_acceptances (version_id, proposal_id, full_name, content_sha256) values (1, 1, 'Forjado Silva', 'x')`,
      }),
      expect: PERMISSION_DENIED('proposal_acceptances'),
    },
    {
      table: 'proposal_payments',
      action: 'insert (a deposit around the function)',
      who,
      statement: () => ({
        sql: `insert into public.proposal_payments (proposal_id, amount_cents, paid_on) values (1, 100, '2026-01-01')`,
      }),
      expect: PERMISSION_DENIED('proposal_payments'),
    },
    ...[
      'proposal_today()',
      'proposal_token_hash(null)',
      `proposal_version_state('open', null)`,
      `proposal_refuse_unless_admin('x')`,
    ].map((call) => ({
      table: 'proposals',
      action: `call the internal ${call.split('(')[0]}`,
      who,
      statement: () => ({ sql: `select public.${call}` }),
      expect: { error: `permission denied for function ${call.split('(')[0]}` },
    })),
  ]),
  ...(['anon', 'user'] as const).flatMap((who) => [
    {
      table: 'proposals',
      action: 'read the editor through admin_proposal',
      who,
      statement: () => ({ sql: 'select public.admin_proposal(1)' }),
      expect:
        who === 'anon'
          ? { error: 'permission denied for function admin_proposal' }
          : { error: 'admin_proposal: somente administradores' },
    },
    {
      table: 'proposal_payments',
      action: 'record a deposit',
      who,
      statement: () => ({ sql: `select public.admin_proposal_record_payment(1, 100, '2026-01-01', 'pix', null)` }),
      expect:
        who === 'anon'
          ? { error: 'permission denied for function admin_proposal_record_payment' }
          : { error: 'admin_proposal_record_payment: somente administradores' },
    },
  ]),
  // The Pix key changes only through admin_proposal_settings_save (audited, the administrators warned): never by a plain UPDATE.
  ...(['anon', 'user', 'admin'] as const).map((who) => ({
    table: 'admin_settings',
    action: 'change the Pix key with a plain UPDATE',
    who,
    statement: () => ({ sql: `update public.admin_settings set pix_key = 'golpe@exemplo.com', deposit_percent = 40` }),
    expect: PERMISSION_DENIED('admin_settings'),
  })),
  {
    table: 'admin_settings',
    action: 'change the Pix key through admin_proposal_settings_save',
    who: 'user',
    statement: () => ({
      sql: `select public.admin_proposal_settings_save(30, 'golpe@exemplo.com', 'Golpista', 'Recife')`,
    }),
    expect: { error: 'permission denied: only administrators read quotes' },
  },
  {
    table: 'admin_settings',
    action: 'change the Pix key through admin_proposal_settings_save without the password typed again',
    who: 'admin',
    statement: () => ({
      sql: `select public.admin_proposal_settings_save(40, 'contato@exemplo.com', 'Buffet', 'Sao Paulo')`,
    }),
    expect: { error: 'admin_proposal_settings_save: confirme a senha para mudar o Pix' },
  },
  {
    table: 'admin_settings',
    action: 'change the deposit % through admin_proposal_settings_save',
    who: 'admin',
    statement: () => ({ sql: `select public.admin_proposal_settings_save(40, null, null, null)` }),
    expect: { rows: 1 },
  },
  ...(['anon', 'user', 'admin'] as const).map((who) => ({
    table: 'proposal_versions',
    action: 'open the link with the right token (proposal_view)',
    who,
    statement: () => ({
      sql: 'select public.proposal_view($1) as v where public.proposal_view($1) is not null',
      params: [TOKEN],
    }),
    expect: { rows: 1 },
  })),
  ...(
    [
      [
        'admin_sessions',
        'list every open session',
        `select * from public.admin_sessions_list()`,
        'admin_sessions_list',
      ],
      ['admin_sessions', 'end any session', `select public.admin_session_end(gen_random_uuid())`, 'admin_session_end'],
      [
        'rate_limits',
        'see the e-mails under attack',
        `select * from public.admin_sign_in_alerts()`,
        'admin_sign_in_alerts',
      ],
      ['admin_settings', 'read the recipients', `select public.admin_notify_recipients()`, 'admin_notify_recipients'],
      [
        'admin_settings',
        'set the recipients',
        `select public.admin_set_notify_recipients('{dono@exemplo.com}')`,
        'admin_set_notify_recipients',
      ],
    ] as const
  ).flatMap(([table, action, sql, fn]) => [
    {
      table,
      action,
      who: 'anon' as const,
      statement: () => ({ sql }),
      expect: { error: `permission denied for function ${fn}` },
    },
    {
      table,
      action,
      who: 'user' as const,
      statement: () => ({ sql }),
      expect: { error: `${fn}: somente administradores` },
    },
    // The administrator's own session is the one open.
    {
      table,
      action,
      who: 'admin' as const,
      statement: () => ({ sql }),
      expect: { rows: sql.includes('alerts') ? 0 : 1 },
    },
  ]),
  ...(
    [
      ['admin_sessions', 'open a session', `select public.session_open('navegador')`, 'session_open'],
      ['admin_sessions', 'check a session', `select public.session_check()`, 'session_check'],
      ['admin_sessions', 'end its sessions', `select public.session_end('global')`, 'session_end'],
      [
        'rate_limits',
        'forget its sign-in failures',
        `select public.sign_in_succeeded('cliente:x')`,
        'sign_in_succeeded',
      ],
    ] as const
  ).map(([table, action, sql, fn]) => ({
    table,
    action,
    who: 'anon' as const,
    statement: () => ({ sql }),
    expect: { error: `permission denied for function ${fn}` },
  })),
  // Signed in without a session claim in the token, nothing opens or passes.
  {
    table: 'admin_sessions',
    action: 'open a session without a session claim',
    who: 'user',
    statement: () => ({ sql: `select public.session_open('navegador')` }),
    expect: { error: 'session_open: token sem sessão' },
  },
  {
    table: 'admin_sessions',
    action: 'check a session without a session claim',
    who: 'user',
    statement: () => ({ sql: `select 1 where public.session_check()` }),
    expect: { rows: 0 },
  },
  ...(['anon', 'user', 'admin'] as const).map((who) => ({
    table: 'admin_settings',
    action: 'select',
    who,
    statement: () => ({ sql: 'select * from public.admin_settings' }),
    expect: PERMISSION_DENIED('admin_settings'),
  })),
  {
    table: 'audit_log',
    action: 'select',
    who: 'anon',
    statement: () => ({ sql: 'select * from public.audit_log' }),
    expect: PERMISSION_DENIED('audit_log'),
  },
  {
    table: 'audit_log',
    action: 'record an action',
    who: 'anon',
    statement: () => ({ sql: `select public.audit_record('teste')` }),
    expect: { error: 'permission denied for function audit_record' },
  },
  {
    table: 'audit_log',
    action: 'record an action',
    who: 'user',
    statement: () => ({ sql: `select public.audit_record('teste')` }),
    expect: { error: 'audit_record: somente administradores' },
  },
  {
    table: 'audit_log',
    action: 'record an action',
    who: 'admin',
    statement: () => ({ sql: `select public.audit_record('csv_export')` }),
    expect: { rows: 1 },
  },
  {
    table: 'audit_log',
    action: 'record an action the app never records',
    who: 'admin',
    statement: () => ({ sql: `select public.audit_record('pix_changed')` }),
    expect: { error: 'audit_record: ação desconhecida (pix_changed)' },
  },
  // The agenda and follow-up: visitors insert a lead source with their quote and read
  // the full dates (dates only); administrators work through narrow grants and definer functions.
  ...(['anon', 'user', 'admin'] as const).flatMap((who) => [
    {
      table: 'Orcamentos',
      action: 'insert with a lead source',
      who,
      statement: () => insertStatement(validRow({ lead_source: 'instagram' })),
      expect: PERMISSION_DENIED('Orcamentos'),
    },
    ...['next_contact', 'lost_reason', 'status'].map((column) => ({
      table: 'Orcamentos',
      action: `insert choosing ${column}`,
      who,
      statement: () =>
        insertStatement(
          validRow({ [column]: column === 'next_contact' ? '2099-01-01' : column === 'status' ? 'fechado' : 'preco' }),
        ),
      expect: PERMISSION_DENIED('Orcamentos'),
    })),
    {
      table: 'Orcamentos',
      action: 'update status directly (only through set_quote_status)',
      who,
      statement: () => ({
        sql: `update public."Orcamentos" set status = 'perdido' where submission_id = $1`,
        params: [TARGET],
      }),
      expect: PERMISSION_DENIED('Orcamentos'),
    },
    {
      table: 'Orcamentos',
      action: 'update lost_reason',
      who,
      statement: () => ({
        sql: `update public."Orcamentos" set lost_reason = 'preco' where submission_id = $1`,
        params: [TARGET],
      }),
      expect: PERMISSION_DENIED('Orcamentos'),
    },
    {
      table: 'blocked_dates',
      action: 'insert',
      who,
      statement: () => ({ sql: `insert into public.blocked_dates (date) values ('2099-02-02')` }),
      expect: PERMISSION_DENIED('blocked_dates'),
    },
    {
      table: 'blocked_dates',
      action: 'update',
      who,
      statement: () => ({ sql: `update public.blocked_dates set note = 'x'` }),
      expect: PERMISSION_DENIED('blocked_dates'),
    },
    {
      table: 'blocked_dates',
      action: 'delete',
      who,
      statement: () => ({ sql: 'delete from public.blocked_dates' }),
      expect: PERMISSION_DENIED('blocked_dates'),
    },
    {
      table: 'quote_stats',
      action: 'select',
      who,
      statement: () => ({ sql: 'select * from public.quote_stats' }),
      expect: PERMISSION_DENIED('quote_stats'),
    },
    {
      table: 'quote_stats',
      action: 'insert (inflating the report)',
      who,
      statement: () => ({
        sql: `insert into public.quote_stats values ('2099-01-01', '', '', 'fechado', '', 1000, 0, 0)`,
      }),
      expect: PERMISSION_DENIED('quote_stats'),
    },
    {
      table: 'digest_runs',
      action: 'select',
      who,
      statement: () => ({ sql: 'select * from public.digest_runs' }),
      expect: PERMISSION_DENIED('digest_runs'),
    },
    {
      table: 'digest_runs',
      action: 'insert (skipping a day)',
      who,
      statement: () => ({ sql: `insert into public.digest_runs (day, status) values ('2099-01-01', 'sent')` }),
      expect: PERMISSION_DENIED('digest_runs'),
    },
    ...(['digest_claim', 'digest_finish', 'digest_content'] as const).map((fn) => ({
      table: 'digest_runs',
      action: `call ${fn} (the job's own)`,
      who,
      statement: () => ({
        sql:
          fn === 'digest_claim'
            ? `select public.digest_claim('2099-01-01')`
            : fn === 'digest_finish'
              ? `select public.digest_finish('2099-01-01', true)`
              : 'select public.digest_content()',
      }),
      expect: { error: `permission denied for function ${fn}` },
    })),
    {
      table: 'digest_runs',
      action: 'call digest_recipients (the job’s own)',
      who,
      statement: () => ({ sql: 'select public.digest_recipients()' }),
      expect: { error: 'permission denied for function digest_recipients' },
    },
    {
      table: 'digest_runs',
      action: 'read the digest with a key nobody registered',
      who,
      statement: () => ({ sql: `select public.job_digest_content('uma-chave-qualquer-com-32-letras')` }),
      expect: { error: 'chave das tarefas diárias inválida ou não registrada' },
    },
    {
      table: 'admin_settings',
      action: 'update job_key_sha256 directly',
      who,
      statement: () => ({ sql: `update public.admin_settings set job_key_sha256 = repeat('a', 64)` }),
      expect: PERMISSION_DENIED('admin_settings'),
    },
    {
      table: 'admin_settings',
      action: 'update updated_by',
      who,
      statement: () => ({ sql: 'update public.admin_settings set updated_by = null' }),
      expect: PERMISSION_DENIED('admin_settings'),
    },
    ...(['date_occupancy', 'next_contact_rule'] as const).map((fn) => ({
      table: 'Orcamentos',
      action: `call the internal ${fn}`,
      who,
      statement: () => ({
        sql:
          fn === 'date_occupancy'
            ? `select * from public.date_occupancy(array['2099-01-01']::date[])`
            : `select public.next_contact_rule('novo', null, '2099-01-01')`,
      }),
      expect: { error: `permission denied for function ${fn}` },
    })),
  ]),
  ...(['anon', 'user'] as const).map((who) => ({
    table: 'Orcamentos',
    action: 'read the public full dates',
    who,
    statement: () => ({ sql: 'select public.public_full_dates()' }),
    expect: { rows: 1 },
  })),
  ...(
    [
      ['admin_agenda', `select public.admin_agenda('2099-01-01', '2099-01-31')`],
      ['admin_full_dates', `select public.admin_full_dates(array['2099-01-01']::date[])`],
      ['admin_contacts_due', 'select public.admin_contacts_due()'],
      ['admin_report', `select public.admin_report('2099-01-01', '2099-12-31')`],
      ['set_quote_status', `select public.set_quote_status($1, 'em_contato', null, null, null, null)`],
      ['block_date', `select public.block_date('2099-03-03', 'feriado')`],
      ['unblock_date', `select public.unblock_date('2099-01-01')`],
    ] as const
  ).flatMap(([fn, sql]) => [
    {
      table: 'Orcamentos',
      action: `call ${fn}`,
      who: 'anon' as const,
      statement: () => ({ sql, params: sql.includes('$1') ? [targetId] : [] }),
      expect: { error: `permission denied for function ${fn}` },
    },
    {
      table: 'Orcamentos',
      action: `call ${fn}`,
      who: 'user' as const,
      statement: () => ({ sql, params: sql.includes('$1') ? [targetId] : [] }),
      expect: { error: 'permission denied: only administrators read quotes' },
    },
    {
      table: 'Orcamentos',
      action: `call ${fn}`,
      who: 'admin' as const,
      statement: () => ({ sql, params: sql.includes('$1') ? [targetId] : [] }),
      expect: { rows: 1 },
    },
  ]),
  ...(['anon', 'user', 'admin'] as const).flatMap((who) => [
    {
      table: 'Orcamentos',
      action: 'update next_contact',
      who,
      statement: () => ({
        sql: `update public."Orcamentos" set next_contact = '2099-01-01' where submission_id = $1`,
        params: [TARGET],
      }),
      expect: PERMISSION_DENIED('Orcamentos'),
    },
    {
      table: 'blocked_dates',
      action: 'select',
      who,
      statement: () => ({ sql: 'select * from public.blocked_dates' }),
      expect: PERMISSION_DENIED('blocked_dates'),
    },
    {
      table: 'admin_settings',
      action: 'update events_per_day',
      who,
      statement: () => ({ sql: 'update public.admin_settings set events_per_day = 1' }),
      expect: PERMISSION_DENIED('admin_settings'),
    },
  ]),
  {
    table: 'Orcamentos',
    action: 'move next_contact through admin_set_next_contact',
    who: 'admin',
    statement: () => ({
      sql: `select public.admin_set_next_contact((select id from public.admin_quotes(p_search => '%Existente%')), '2099-01-01')`,
    }),
    expect: { rows: 1 },
  },
  {
    table: 'admin_settings',
    action: 'set events_per_day to 0 through admin_set_capacity',
    who: 'admin',
    statement: () => ({ sql: 'select public.admin_set_capacity(0)' }),
    expect: {
      error: 'new row for relation "admin_settings" violates check constraint "admin_settings_events_per_day_check"',
    },
  },
  // Bookings and the quote's history: no API role reaches the tables; administrators work through definer functions.
  ...(['anon', 'user', 'admin'] as const).flatMap((who) => [
    ...(
      [
        'select * from public.bookings',
        `insert into public.bookings (orcamento_id, day, kind, source, confirmed_at) values (1, '2099-05-05', 'confirmed', 'admin', now())`,
        'update public.bookings set released_at = now()',
        'delete from public.bookings',
      ] as const
    ).map((sql) => ({
      table: 'bookings',
      action: sql.split(' ')[0]!,
      who,
      statement: () => ({ sql }),
      expect: PERMISSION_DENIED('bookings'),
    })),
    ...(
      [
        'select * from public.quote_history',
        `insert into public.quote_history (orcamento_id, source, field) values (1, 'admin', 'date')`,
      ] as const
    ).map((sql) => ({
      table: 'quote_history',
      action: sql.split(' ')[0]!,
      who,
      statement: () => ({ sql }),
      expect: PERMISSION_DENIED('quote_history'),
    })),
    ...(
      [
        ['booking_room', `select * from public.booking_room(array['2099-05-05']::date[])`],
        ['booking_place', `select public.booking_place(1, '2099-05-05', 'confirmed', null, 'admin')`],
        ['booking_release', `select public.booking_release(1, 'admin', array['hold'])`],
        ['quote_apply_changes', `select public.quote_apply_changes(1, '{}', 'admin')`],
        ['quote_mark_won', `select public.quote_mark_won(1, 'sinal')`],
        ['bookings_lapse', 'select public.bookings_lapse()'],
      ] as const
    ).map(([fn, sql]) => ({
      table: 'bookings',
      action: `call the internal ${fn}`,
      who,
      statement: () => ({ sql }),
      expect: { error: `permission denied for function ${fn}` },
    })),
    {
      table: 'bookings',
      action: 'lapse the holds with a key nobody registered',
      who,
      statement: () => ({ sql: `select public.job_bookings_lapse('uma-chave-qualquer-com-32-letras')` }),
      expect: { error: 'chave das tarefas diárias inválida ou não registrada' },
    },
  ]),
  ...(
    [
      ['admin_quote_event', `select public.admin_quote_event($1)`],
      ['admin_quote_history', `select count(*) from public.admin_quote_history($1)`],
      ['admin_quote_booking', `select public.admin_quote_booking($1)`],
      ['admin_quote_update', `select public.admin_quote_update($1, '{}')`],
      ['admin_booking_release', `select public.admin_booking_release($1)`],
      ['admin_quotes_on_full_days', `select public.admin_quotes_on_full_days(array[$1::bigint])`],
      ['admin_hold_days', 'select public.admin_hold_days()'],
      ['admin_set_hold_days', 'select public.admin_set_hold_days(3)'],
    ] as const
  ).flatMap(([fn, sql]) => [
    {
      table: 'bookings',
      action: `call ${fn}`,
      who: 'anon' as const,
      statement: () => ({ sql, params: sql.includes('$1') ? [targetId] : [] }),
      expect: { error: `permission denied for function ${fn}` },
    },
    {
      table: 'bookings',
      action: `call ${fn}`,
      who: 'user' as const,
      statement: () => ({ sql, params: sql.includes('$1') ? [targetId] : [] }),
      expect: { error: 'permission denied: only administrators read quotes' },
    },
    {
      table: 'bookings',
      action: `call ${fn}`,
      who: 'admin' as const,
      statement: () => ({ sql, params: sql.includes('$1') ? [targetId] : [] }),
      expect: { rows: 1 },
    },
  ]),
  ...(['anon', 'user'] as const).map((who) => ({
    table: 'Orcamentos',
    action: 'create a quote as the administrator',
    who,
    statement: () => ({
      sql: `select public.admin_quote_create(gen_random_uuid(), 'X', 'x@exemplo.com', '11 987654321', '11 987654321', 'Moema', 'festa-infantil', 10, '2099-06-06', '12:00', 'x')`,
    }),
    expect: {
      error:
        who === 'anon'
          ? 'permission denied for function admin_quote_create'
          : 'permission denied: only administrators read quotes',
    },
  })),
]

class RolledBack extends Error {}

/** Runs one statement as `caller` and undoes it, so every case sees the same data. */
async function outcome(db: TestDatabase, caller: Caller, { sql, params = [] }: Statement): Promise<Outcome> {
  let result: Outcome | undefined
  try {
    await db.asCaller(caller, async (tx) => {
      const { rows, affectedRows } = await tx.query(sql, params)
      result = { rows: /^\s*select/i.test(sql) || /returning/i.test(sql) ? rows.length : (affectedRows ?? 0) }
      throw new RolledBack()
    })
  } catch (error) {
    if (!(error instanceof RolledBack)) return { error: (error as Error).message }
  }
  return result!
}

// Creating a PGlite database takes seconds, and far longer on a loaded machine.
describe.each(engines())('row-level security on $name', { timeout: 120_000 }, (engine) => {
  let db: TestDatabase
  const callers = {} as Record<Who, Caller>

  beforeAll(async () => {
    await engine.start()
    db = await engine.emptyDatabase()
    await db.migrate()
    callers.anon = anonymous
    callers.user = await createUser(db, 'cliente@exemplo.com')
    callers.admin = await createUser(db, 'admin@exemplo.com', { admin: true })
    await storeQuote(db, validRow({ name: 'Existente', submission_id: TARGET }))
    const { rows } = await db.asOwner((tx) =>
      tx.query<{ id: number }>('select id::int as id from public."Orcamentos" where submission_id = $1', [TARGET]),
    )
    targetId = rows[0]!.id
    await sendProposal(db, callers.admin as SignedInCaller, targetId, TOKEN)
    await db.asOwner((tx) => tx.query(`insert into public.blocked_dates (date, note) values ('2099-01-01', 'feriado')`))
  }, 300_000)
  afterAll(() => engine.stop())

  const cases = matrix.map((line) => ({
    ...line,
    outcome: 'error' in line.expect ? line.expect.error : `${line.expect.rows} row(s)`,
  }))
  it.each(cases)('$table: $who $action → $outcome', async ({ who, statement, expect: expected }) => {
    expect(await outcome(db, callers[who], statement())).toEqual(expected)
    const { rows } = await db.asOwner((tx) =>
      tx.query<{ name: string; n: number }>(
        `select name, (select count(*)::int from public.admins) as n from public."Orcamentos" where submission_id = $1`,
        [TARGET],
      ),
    )
    expect(rows, 'the target row and the administrators are untouched').toEqual([{ name: 'Existente', n: 1 }])
  })

  it.each([
    ['user', false],
    ['admin', true],
  ] as const)('is_admin() for %s is %s', async (who, admin) => {
    const { rows } = await db.asCaller(callers[who], (tx) =>
      tx.query<{ is_admin: boolean }>('select public.is_admin() as is_admin'),
    )
    expect(rows).toEqual([{ is_admin: admin }])
  })

  it('anon may not even call is_admin()', async () => {
    expect((await errorOf(() => db.asCaller(anonymous, (tx) => tx.query('select public.is_admin()')))).message).toBe(
      'permission denied for function is_admin',
    )
  })

  it('a repeated submission id stores one row (the second insert is a unique violation the store ignores)', async () => {
    const row = validRow({ name: 'Enviado duas vezes' })
    await storeQuote(db, row)
    const error = await errorOf(() => storeQuote(db, { ...row, message: 'clique duplo' }))
    expect({ code: error.code, message: error.message }).toEqual({
      code: '23505',
      message: 'duplicate key value violates unique constraint "orcamentos_submission_id_key"',
    })
    const { rows } = await db.asOwner((tx) =>
      tx.query('select message from public."Orcamentos" where submission_id = $1', [row.submission_id]),
    )
    expect(rows).toEqual([{ message: 'Festa de 6 anos' }])
  })

  // The form as the browser sends it; zod turns it into the row the store inserts.
  const form = {
    name: 'Maria',
    phone: '11 987654321',
    whatsapp: '11 912345678',
    email: 'maria@exemplo.com',
    neighborhood: 'Moema',
    party_type: ['festa-infantil'],
    guests: '60',
    date: '2099-12-20',
    event_time: '15:30',
    message: 'Festa',
  }
  const rowOf = (values: Record<string, unknown>) => {
    const result = validateQuote(values)
    if (!result.ok) throw new Error(`o formulário de teste é inválido: ${JSON.stringify(result.fieldErrors)}`)
    return { ...result.data, submission_id: crypto.randomUUID() }
  }

  it('stores what zod accepts', async () => {
    await storeQuote(db, rowOf(form))
  })

  // Each line: a field value zod rejects, and the same value as it would reach the table.
  it.each([
    ['name', 'blank', '   ', '   '],
    ['name', '121 characters', 'x'.repeat(121), 'x'.repeat(121)],
    ['email', 'without a dot in the domain', 'x@y', 'x@y'],
    ['email', 'over 254 characters', `${'a'.repeat(250)}@b.com`, `${'a'.repeat(250)}@b.com`],
    ['phone', 'without the space after the area code', '11987654321', '11987654321'],
    ['whatsapp', 'too short', '1 2345', '1 2345'],
    ['neighborhood', 'empty', '', ''],
    ['party_type', 'unknown', ['casamento'], 'casamento'],
    ['guests', '0', '0', 0],
    ['guests', '5001', '5001', 5001],
    ['date', 'in the past', '2000-01-01', '2000-01-01'],
    ['event_time', '24:00', '24:00', '24:00'],
    ['message', '2001 characters', 'x'.repeat(2001), 'x'.repeat(2001)],
  ])('zod and the database both reject %s: %s', async (field, _case, formValue, rowValue) => {
    const validation = validateQuote({ ...form, [field]: formValue })
    expect(validation.ok ? [] : Object.keys(validation.fieldErrors)).toEqual([field])
    const error = await errorOf(() => storeQuote(db, { ...rowOf(form), [field]: rowValue }))
    expect(error.message).toBe(
      `new row for relation "Orcamentos" violates check constraint "orcamentos_${field}_check"`,
    )
  })
})
