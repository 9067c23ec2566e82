import { createHash, randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { IDLE_SECONDS } from '@/lib/auth/session-policy'
import { supabaseRpc } from '@/lib/db/rpc-supabase'
import { recognisePixKey } from '@/lib/proposals/pix-key'
import { quoteStore } from '@/lib/quotes/store'
import { engines } from '../support/engines'
import {
  changePasswordOutsideTheApp,
  gotrueOnFreshDatabase,
  postRpc,
  supabaseBrowser,
} from '../support/supabase-browser'
import { callAs, contractArgs, dayFromToday, sentProposal, storedQuote } from '../support/proposal'
import { newQuote } from '../support/quote'
import { ANON_KEY } from '../support/transports'

const owner = { email: 'dona@buffet.com.br', password: 'senha-longa-da-dona' }
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

// What a stolen admin access token can still do, sent as the thief would send it: straight to
// PostgREST's /rpc with the anon key and the token (the stand-ins of Supabase Auth and PostgREST
// over each engine). Each case is one attack of the review: the money settings, a revived idle
// session, doors left open after sign-out, forged audit rows, odd payment dates, a staff e-mail in
// the client's link.
describe.each(engines())('a stolen admin token, on $name', { timeout: 240_000 }, (engine) => {
  let supabase: Awaited<ReturnType<typeof gotrueOnFreshDatabase>>
  const db = () => supabase.db

  const signedIn = () => supabaseBrowser(supabase.gotrue.url, owner)
  const rpc = (token: string | null, fn: string, args: Record<string, unknown> = {}) =>
    postRpc(supabase.gotrue.url, token, fn, args)
  /** The settings' save with a Pix, as the token's holder sends it. */
  const savePix = (token: string, key: string, beneficiary: string, city: string) =>
    rpc(token, 'admin_proposal_settings_save', {
      p_deposit_percent: 30,
      p_pix_key: key,
      p_pix_beneficiary: beneficiary,
      p_pix_city: city,
    })

  const one = async <T>(sql: string, params: unknown[] = []) =>
    (await db().asOwner((tx) => tx.query<{ value: T }>(`select ${sql} as value`, params))).rows[0]!.value
  const jobKey = () => one<string | null>(`(select job_key_sha256 from public.admin_settings where id)`)

  beforeAll(async () => {
    supabase = await gotrueOnFreshDatabase(engine, owner)
  }, 300_000)
  afterAll(() => supabase?.close())

  describe('the Pix key (attack 1)', () => {
    const pix = () => one<string | null>(`(select pix_key from public.admin_settings where id)`)
    const alerts = () => one<number>(`(select count(*)::int from public.admin_alerts where sent_at is null)`)

    it('refuses a key of no known type, and any money change without the password typed again', async () => {
      const thief = await signedIn()
      const before = await alerts()
      const junk = await savePix(thief.token, 'nao-e-uma-chave-pix <b>', 'Golpista', 'Recife')
      expect(junk.code).toBe('22023')
      const valid = await savePix(thief.token, 'golpe@exemplo.com', 'Golpista', 'Recife')
      expect(valid.code).toBe('28P01')
      // Nor can the token vouch for its own session.
      const vouched = await rpc(thief.token, 'admin_reauth_record', {
        p_user: thief.user.userId,
        p_session: thief.user.sessionId,
      })
      expect(vouched.code).toBe('42501')
      expect(await pix()).toBeNull()
      expect(await alerts()).toBe(before)
      // The deposit % alone needs no password.
      const deposit = await rpc(thief.token, 'admin_proposal_settings_save', {
        p_deposit_percent: 40,
        p_pix_key: null,
        p_pix_beneficiary: null,
        p_pix_city: null,
      })
      expect(deposit.body).toMatchObject({ saved: true, pixChanged: false })
    })

    it('lets the owner change it after typing the password in that session, and writes the alert with it', async () => {
      const browser = await signedIn()
      const other = await signedIn()
      expect(await browser.auth.confirmPassword(browser.user, 'senha-errada-da-dona')).toBe(false)
      expect(await browser.auth.confirmPassword(browser.user, owner.password)).toBe(true)
      const before = await alerts()
      const saved = await savePix(browser.token, 'contato@buffet.com.br', 'Buffet Festa em Casa', 'Sao Paulo')
      expect(saved.body).toMatchObject({ saved: true, pixChanged: true })
      expect(await pix()).toBe('contato@buffet.com.br')
      expect(await alerts()).toBe(before + 1)
      // The confirmation is that session's: another token of the account is still refused.
      const elsewhere = await savePix(other.token, 'golpe@exemplo.com', 'Golpista', 'Recife')
      expect(elsewhere.code).toBe('28P01')
    })

    it('checks and alerts whatever path changed it: the database owner’s UPDATE too', async () => {
      await expect(
        db().asOwner((tx) => tx.query(`update public.admin_settings set pix_key = 'outra-chave-qualquer' where id`)),
      ).rejects.toMatchObject({ code: '22023' })
      const before = await alerts()
      await db().asOwner((tx) => tx.query(`update public.admin_settings set pix_city = 'Recife' where id`))
      expect(await alerts()).toBe(before + 1)
      const detail = await one<Record<string, unknown>>(
        `(select detail from public.admin_alerts order by id desc limit 1)`,
      )
      expect(detail).toMatchObject({ cidade_antes: 'Sao Paulo', cidade_depois: 'Recife', por: null })
      expect(JSON.stringify(detail)).not.toContain('contato@buffet.com.br')
    })

    it('reads a key as lib/proposals/pix-key.ts does, type and check digits', async () => {
      const typed = [
        '529.982.247-25',
        '52998224724',
        '111.111.111-11',
        '11.222.333/0001-81',
        '11.222.333/0001-82',
        '12.ABC.345/01DE-35',
        '12.ABC.345/01DE-36',
        'Contato@Buffet.com.br',
        'contato@@buffet',
        '+55 11 91234-5678',
        '+55 10 91234-5678',
        '+55 11 81234-5678',
        '123E4567-E89B-12D3-A456-426614174000',
        'nao-e-uma-chave-pix <b>',
      ]
      for (const key of typed) {
        const recognised = recognisePixKey(key, 'cpf')
        const stored = recognised.ok ? recognised.key : key
        expect([key, await one<string | null>('public.pix_key_type($1)', [stored])]).toEqual([
          key,
          recognised.ok ? recognised.type : null,
        ])
      }
    })
  })

  it('cannot revive an idle session with a window of its own (attack 2)', async () => {
    const { user, token } = await signedIn()
    await db().asOwner((tx) =>
      tx.query(`update public.admin_sessions set last_seen_at = now() - make_interval(secs => $2) where id = $1`, [
        user.sessionId,
        IDLE_SECONDS + 10 * 60,
      ]),
    )
    const revived = await rpc(token, 'session_check', { p_idle_seconds: 86400, p_max_seconds: 86400 })
    expect(revived.status).not.toBe(200)
    expect((await rpc(token, 'session_check')).body).toBe(false)
    expect((await rpc(token, 'admin_quotes', { p_limit: 10 })).code).toBe('42501')
  })

  describe('doors a stolen session opened (attack 3)', () => {
    /** The thief's session makes a calendar feed and registers a job key of its own. */
    async function doorsOpened() {
      const thief = await signedIn()
      const feed = randomBytes(32).toString('base64url')
      const key = randomBytes(24).toString('hex')
      expect((await rpc(thief.token, 'admin_calendar_feed_renew', { p_token: feed })).status).toBe(200)
      expect((await rpc(thief.token, 'admin_set_job_key', { p_sha256: sha256(key) })).status).toBe(200)
      expect(Array.isArray((await rpc(null, 'calendar_feed', { p_token: feed })).body)).toBe(true)
      expect((await rpc(null, 'job_digest_content', { p_key: key })).status).toBe(200)
      return { thief, feed, key }
    }
    async function expectClosed({ feed, key }: { feed: string; key: string }) {
      expect((await rpc(null, 'calendar_feed', { p_token: feed })).body).toBeNull()
      expect((await rpc(null, 'job_digest_content', { p_key: key })).code).toBe('42501')
      expect(await jobKey()).toBeNull()
    }

    it('closes them when the owner signs out of every device', async () => {
      const opened = await doorsOpened()
      const owner = await signedIn()
      await owner.auth.signOut('global')
      await expectClosed(opened)
    })

    it('closes them when the password changes', async () => {
      const opened = await doorsOpened()
      await changePasswordOutsideTheApp(supabase.gotrue, owner)
      await expectClosed(opened)
    })

    it('closes them when an administrator ends that session in "Sessões", and the server registers its key again', async () => {
      const opened = await doorsOpened()
      const owner = await signedIn()
      expect((await rpc(owner.token, 'admin_session_end', { p_id: opened.thief.user.sessionId })).body).toBe(true)
      await expectClosed(opened)
      const server = randomBytes(24).toString('hex')
      expect((await rpc(owner.token, 'admin_set_job_key', { p_sha256: sha256(server) })).status).toBe(200)
      expect((await rpc(null, 'job_digest_content', { p_key: server })).status).toBe(200)
    })

    it('registers no job key from a token used after its sign-in’s first 5 minutes, unless that session typed the password again', async () => {
      const thief = await signedIn()
      await db().asOwner((tx) =>
        tx.query(`update public.admin_sessions set created_at = now() - interval '10 minutes' where id = $1`, [
          thief.user.sessionId,
        ]),
      )
      const before = await jobKey()
      const own = sha256(randomBytes(24).toString('hex'))
      expect((await rpc(thief.token, 'admin_set_job_key', { p_sha256: own })).code).toBe('42501')
      expect(await jobKey()).toBe(before)
      // The owner's paths: the server registers the key right after a sign-in, or after the password typed again.
      expect(await thief.auth.confirmPassword(thief.user, owner.password)).toBe(true)
      expect((await rpc(thief.token, 'admin_set_job_key', { p_sha256: own })).status).toBe(200)
      const server = sha256(randomBytes(24).toString('hex'))
      const fresh = await signedIn()
      expect((await rpc(fresh.token, 'admin_set_job_key', { p_sha256: server })).body).toBe(true)
      expect(await jobKey()).toBe(server)
    })

    it('installs no key a token passes when it signs out everywhere or ends a session: only the registered one stays', async () => {
      const own = sha256(randomBytes(24).toString('hex'))
      const server = sha256(randomBytes(24).toString('hex'))
      const thief = await signedIn()
      expect((await rpc(thief.token, 'admin_set_job_key', { p_sha256: server })).status).toBe(200)
      const victim = await signedIn()
      // The server's own hash keeps the key it registered…
      expect(
        (await rpc(thief.token, 'admin_session_end', { p_id: victim.user.sessionId, p_job_key_sha256: server })).body,
      ).toBe(true)
      expect(await jobKey()).toBe(server)
      // …any other clears it.
      expect((await rpc(thief.token, 'session_end', { p_scope: 'global', p_job_key_sha256: own })).status).toBe(200)
      expect(await jobKey()).toBeNull()
      expect((await rpc(null, 'job_digest_content', { p_key: own })).code).toBe('42501')
    })
  })

  describe('the quote form while the job key is cleared (attack 3)', () => {
    const cronSecret = randomBytes(24).toString('hex')
    const store = () => quoteStore(supabaseRpc({ url: supabase.gotrue.url, anonKey: ANON_KEY }, { cronSecret }))
    const limits = { client: 'cliente:visitante', perClient: 8, sitePerMinute: 100, proof: null, canProve: true }
    const alerts = () => one<number>(`(select count(*)::int from public.admin_alerts where kind = 'tarefas_sem_chave')`)
    const held = (names: string[]) =>
      one<boolean[]>(`(select array_agg(suspect order by name) from public."Orcamentos" where name = any ($1))`, [
        names,
      ])

    it('stores the quotes sent through the app’s store after a password change made outside the app, held, with one alert', async () => {
      const { token } = await signedIn()
      expect((await rpc(token, 'admin_set_job_key', { p_sha256: sha256(cronSecret) })).status).toBe(200)
      expect(await store().intake(newQuote({ name: 'Antes da senha' }), limits)).toMatchObject({ suspect: false })
      await changePasswordOutsideTheApp(supabase.gotrue, owner)
      expect(await jobKey()).toBeNull()
      const names = ['Visitante 1', 'Visitante 2', 'Visitante 3']
      for (const name of names)
        expect(await store().intake(newQuote({ name }), limits)).toEqual({
          outcome: 'stored',
          suspect: true,
          summary: false,
        })
      expect(await store().probe()).toBe(true)
      expect(await held(names)).toEqual([true, true, true])
      expect(await held(['Antes da senha'])).toEqual([false])
      expect(await alerts()).toBe(1)
      // The next sign-in registers the server's key again: quotes go the keyed way, each to the list.
      const back = await signedIn()
      expect((await rpc(back.token, 'admin_set_job_key', { p_sha256: sha256(cronSecret) })).status).toBe(200)
      expect(await store().intake(newQuote({ name: 'Depois da entrada' }), limits)).toMatchObject({ suspect: false })
      expect(await alerts()).toBe(1)
    })
  })

  it('cannot write an audit row of another action, nor a huge one (attack 9)', async () => {
    const { token } = await signedIn()
    const forged = await rpc(token, 'audit_record', {
      p_action: 'pix_changed',
      p_subject: 'configuracoes:pix',
      p_detail: { chave_antes: 'x', chave_depois: 'y' },
    })
    expect(forged.code).toBe('22023')
    const huge = await rpc(token, 'audit_record', { p_action: 'csv_export', p_detail: { lixo: 'x'.repeat(1_000_000) } })
    expect(huge.code).toBe('22001')
    expect((await rpc(token, 'audit_record', { p_action: 'csv_export', p_detail: { linhas: 3 } })).code).toBeUndefined()
    expect(
      await one<number>(
        `(select count(*)::int from public.audit_log where detail ->> 'chave_antes' = 'x' or octet_length(detail::text) > 2000)`,
      ),
    ).toBe(0)
  })

  describe('an accepted proposal with a payment', () => {
    let token = ''
    let proposalId = 0
    beforeAll(async () => {
      const { user: admin } = await signedIn()
      const quote = await storedQuote(db())
      const sent = await sentProposal(db(), admin, quote)
      token = sent.token
      proposalId = sent.proposalId
      await callAs(db(), { role: 'anon' }, 'public.proposal_accept($1, $2, $3, $4::jsonb, $5, $6)', [
        token,
        'Maria Souza',
        ...contractArgs,
        '203.0.113.9',
        'Vitest',
      ])
      await callAs(db(), admin, 'public.admin_proposal_record_payment($1, $2, $3, $4, $5)', [
        proposalId,
        sent.content.depositCents,
        dayFromToday(0),
        'pix',
        null,
      ])
    })

    it('shows the client the receipts without the staff member’s e-mail (attack 8)', async () => {
      const view = await rpc(null, 'proposal_view', { p_token: token })
      expect(view.status).toBe(200)
      expect((view.body as { receipts: unknown[] }).receipts).toHaveLength(1)
      expect(JSON.stringify(view.body)).not.toContain(owner.email)
    })

    it('refuses payment dates outside the proposal’s life (attack 10)', async () => {
      const { token: admin } = await signedIn()
      for (const day of ['1900-01-01', '2999-12-31', dayFromToday(1), dayFromToday(-400)]) {
        const paid = await rpc(admin, 'admin_proposal_record_payment', {
          p_proposal_id: proposalId,
          p_amount_cents: 100,
          p_paid_on: day,
          p_method: 'pix',
          p_override_reason: null,
        })
        expect([day, paid.code]).toEqual([day, '22008'])
      }
      const today = await rpc(admin, 'admin_proposal_record_payment', {
        p_proposal_id: proposalId,
        p_amount_cents: 100,
        p_paid_on: dayFromToday(0),
        p_method: 'pix',
        p_override_reason: null,
      })
      expect(today.status).toBe(200)
    })
  })
})
