import { jwtVerify } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { engines, type TestDatabase } from '../support/engines'
import { gotrueStandIn } from '../support/gotrue-stand-in'
import { postgrestRpcStandIn } from '../support/postgrest-rpc'
import { JWT_SECRET, signedJwt } from '../support/project-jwt'

const ANON_KEY = 'anon-key-for-tests'
const account = { email: 'dona@buffet.com.br', password: 'senha-longa-da-dona' }

// Functions of the test alone, as a migration would write them: who a request runs as (its role,
// the claims PostgREST set, whether the transaction is read-only), and a STABLE function that
// reaches a write through a VOLATILE one (PostgreSQL lets it: only a READ ONLY transaction stops it).
const PROBES = `
  create table public.stand_in_notes (note text not null);
  create function public.stand_in_who() returns jsonb language sql stable as $$
    select jsonb_build_object('role', current_user, 'claims', nullif(current_setting('request.jwt.claims', true), '')::jsonb,
                              'readOnly', current_setting('transaction_read_only'))
  $$;
  create function public.stand_in_note(p_note text) returns void language sql volatile as $$
    insert into public.stand_in_notes (note) values (p_note)
  $$;
  create function public.stand_in_note_stable(p_note text) returns void language sql stable as $$
    select public.stand_in_note(p_note)
  $$;
  create table public.stand_in_auth_writers (by_role text not null);
  grant insert on public.stand_in_auth_writers to public;
  create function public.stand_in_auth_writer() returns trigger language plpgsql as $$
    begin insert into public.stand_in_auth_writers values (current_user); return new; end
  $$;
  create trigger stand_in_auth_writer after insert on auth.users for each row execute function public.stand_in_auth_writer();
  grant all on public.stand_in_notes to anon, authenticated, service_role;
  grant execute on function public.stand_in_who(), public.stand_in_note(text), public.stand_in_note_stable(text)
    to anon, authenticated, service_role`

const now = () => Math.floor(Date.now() / 1000)

// What PostgREST and GoTrue do on a hosted project, which the guards' tests rely on: the token's
// signature and its `role` claim decide who a request runs as, a STABLE function runs read-only,
// and Auth's tables belong to Auth's own role. On both engines.
describe.each(engines())('the PostgREST and GoTrue stand-ins, on $name', { timeout: 180_000 }, (engine) => {
  let db: TestDatabase
  let postgrest: Awaited<ReturnType<typeof postgrestRpcStandIn>>
  let gotrue: Awaited<ReturnType<typeof gotrueStandIn>>

  beforeAll(async () => {
    await engine.start()
    db = await engine.emptyDatabase()
    await db.migrate()
    await db.asOwner((tx) => tx.exec(PROBES))
    postgrest = await postgrestRpcStandIn(db)
    gotrue = await gotrueStandIn({ anonKey: ANON_KEY, database: db, accounts: [{ ...account, admin: true }] })
  })
  afterAll(async () => {
    await postgrest?.close()
    await gotrue?.close()
    await engine.stop()
  })

  const call = async (fn: string, { token, body = {} }: { token?: string; body?: object } = {}) => {
    const response = await fetch(`${postgrest.url}/rest/v1/rpc/${fn}`, {
      method: 'POST',
      headers: {
        apikey: ANON_KEY,
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    })
    const text = await response.text()
    return {
      status: response.status,
      body: (text ? JSON.parse(text) : null) as Record<string, unknown> | null,
      authenticate: response.headers.get('www-authenticate'),
    }
  }
  const notes = async () =>
    (await db.asOwner((tx) => tx.query<{ note: string }>('select note from public.stand_in_notes'))).rows.map(
      ({ note }) => note,
    )
  const claims = (extra: Record<string, unknown> = {}) => ({
    sub: '00000000-0000-4000-8000-000000000001',
    email: account.email,
    aud: 'authenticated',
    role: 'authenticated',
    iat: now(),
    exp: now() + 600,
    ...extra,
  })

  it('runs a request without a token, or with the anon key, as anon', async () => {
    for (const token of [undefined, ANON_KEY]) {
      const { status, body } = await call('stand_in_who', { token })
      expect(status).toBe(200)
      expect(body).toMatchObject({ role: 'anon', claims: { role: 'anon' } })
    }
  })

  it("takes the role from the signed token's role claim, and sets its claims as request.jwt.claims", async () => {
    const signed = claims({ session_id: '00000000-0000-4000-8000-0000000000aa' })
    expect((await call('stand_in_who', { token: signedJwt(signed) })).body).toMatchObject({
      role: 'authenticated',
      claims: signed,
    })
    // A subject does not make a user: the claim says anon, so anon it is.
    expect((await call('stand_in_who', { token: signedJwt(claims({ role: 'anon' })) })).body).toMatchObject({
      role: 'anon',
    })
    const { role, ...noRole } = claims()
    expect(role).toBe('authenticated')
    expect((await call('stand_in_who', { token: signedJwt(noRole) })).body).toMatchObject({ role: 'anon' })
    expect((await call('stand_in_who', { token: signedJwt(claims({ role: 'service_role' })) })).body).toMatchObject({
      role: 'service_role',
    })
  })

  it("refuses a token signed with another secret with PostgREST's 401 (PGRST301), before any SQL runs", async () => {
    const refused = await call('stand_in_note', {
      token: signedJwt(claims(), 'outro-segredo-que-o-atacante-escolheu-com-32-bytes'),
      body: { p_note: 'assinatura alheia' },
    })
    expect(refused).toMatchObject({ status: 401, body: { code: 'PGRST301' } })
    expect(refused.authenticate).toMatch(/^Bearer error="invalid_token"/)
    expect(await notes()).not.toContain('assinatura alheia')
  })

  it('refuses a forged service_role token: another secret, no signature, or alg none', async () => {
    const forged = claims({ role: 'service_role' })
    const [header, payload] = signedJwt(forged).split('.')
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`
    for (const token of [
      signedJwt(forged, 'segredo-adivinhado-pelo-atacante-com-32-bytes-ou-mais'),
      `${header}.${payload}.assinatura`,
      none,
    ]) {
      const refused = await call('stand_in_note', { token, body: { p_note: 'service_role forjado' } })
      expect(refused.status, token).toBe(401)
      expect(refused.body, token).toMatchObject({ code: 'PGRST301' })
    }
    expect(await notes()).not.toContain('service_role forjado')
  })

  it("refuses an expired token (PGRST303) and a role PostgREST's authenticator may not become", async () => {
    const expired = await call('stand_in_who', { token: signedJwt(claims({ iat: now() - 7200, exp: now() - 3600 })) })
    expect(expired).toMatchObject({ status: 401, body: { code: 'PGRST303', message: 'JWT expired' } })
    const superuser = await call('stand_in_who', { token: signedJwt(claims({ role: 'postgres' })) })
    expect(superuser.status).toBe(403)
    expect(superuser.body).toMatchObject({ code: '42501' })
  })

  it('runs a STABLE function read-only: its write fails with 25006 (405); a VOLATILE one writes', async () => {
    const token = signedJwt(claims())
    expect((await call('stand_in_who', { token })).body).toMatchObject({ readOnly: 'on' })
    const stable = await call('stand_in_note_stable', { token, body: { p_note: 'escrita de uma STABLE' } })
    expect(stable).toMatchObject({ status: 405, body: { code: '25006' } })
    expect(await notes()).not.toContain('escrita de uma STABLE')
    expect((await call('stand_in_note', { token, body: { p_note: 'escrita de uma VOLATILE' } })).status).toBe(204)
    expect(await notes()).toContain('escrita de uma VOLATILE')
  })

  it("hands out GoTrue's access token: HS256 with the project's secret, role authenticated, the session it names", async () => {
    const response = await fetch(`${gotrue.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: ANON_KEY, 'content-type': 'application/json' },
      body: JSON.stringify(account),
    })
    const { access_token: token } = (await response.json()) as { access_token: string }
    const { payload, protectedHeader } = await jwtVerify(token, new TextEncoder().encode(JWT_SECRET))
    expect(protectedHeader.alg).toBe('HS256')
    expect(payload).toMatchObject({ role: 'authenticated', aud: 'authenticated', email: account.email })
    expect([...gotrue.sessions.keys()]).toContain(payload.session_id)
    expect((await call('stand_in_who', { token })).body).toMatchObject({ role: 'authenticated' })
    // GoTrue verifies its own tokens too: one signed elsewhere reads no user.
    const foreign = await fetch(`${gotrue.url}/auth/v1/user`, {
      headers: {
        apikey: ANON_KEY,
        authorization: `Bearer ${signedJwt(payload, 'outro-segredo-com-32-bytes-ou-mais!!')}`,
      },
    })
    expect(foreign.status).toBe(403)
  })

  it("writes Auth's tables as GoTrue does, as supabase_auth_admin (what a trigger of ours on them runs as)", async () => {
    const { rows } = await db.asOwner((tx) =>
      tx.query<{ by_role: string }>('select distinct by_role from public.stand_in_auth_writers'),
    )
    expect(rows).toEqual([{ by_role: 'supabase_auth_admin' }])
  })

  it("keeps Auth's tables as a hosted project does: owned by supabase_auth_admin, closed to the API roles", async () => {
    const { rows } = await db.asOwner((tx) =>
      tx.query<{ table: string; owner: string; open: boolean }>(
        `select c.relname as table, pg_get_userbyid(c.relowner) as owner,
                exists (select 1 from unnest(array['anon', 'authenticated', 'service_role']) r
                         where has_table_privilege(r, c.oid, 'select, insert, update, delete')) as open
           from pg_class c where c.relnamespace = 'auth'::regnamespace and c.relname in ('users', 'sessions')
          order by 1`,
      ),
    )
    expect(rows).toEqual([
      { table: 'sessions', owner: 'supabase_auth_admin', open: false },
      { table: 'users', owner: 'supabase_auth_admin', open: false },
    ])
    // Granted by name, as on a hosted project where postgres is no superuser: our security-definer
    // functions (owned by postgres) read auth.sessions through these grants, not around them.
    const granted = await db.asOwner((tx) =>
      tx.query<{ table: string; privileges: string[]; schema: boolean }>(
        `select c.relname as table, array(select distinct a.privilege_type from aclexplode(c.relacl) a
                 where a.grantee = 'postgres'::regrole order by 1) as privileges,
                has_schema_privilege('supabase_auth_admin', 'auth', 'usage') as schema
           from pg_class c where c.relnamespace = 'auth'::regnamespace and c.relname in ('users', 'sessions')
          order by 1`,
      ),
    )
    const all = ['DELETE', 'INSERT', 'REFERENCES', 'SELECT', 'TRIGGER', 'TRUNCATE', 'UPDATE']
    expect(
      granted.rows.map(({ table, privileges, schema }) => ({
        table,
        privileges: privileges.filter((p) => all.includes(p)),
        schema,
      })),
    ).toEqual([
      { table: 'sessions', privileges: all, schema: true },
      { table: 'users', privileges: all, schema: true },
    ])
  })
})
