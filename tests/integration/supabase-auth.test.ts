import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { supabaseAuth } from '@/lib/auth/adapters/supabase'
import { cookieJar } from '../support/cookie-jar'
import { recordingServer, type RecordedRequest, type Reply } from '../support/recording-server'

const ANON_KEY = 'anon-key-for-tests'
const USER = { id: '5b0e8a7c-1d2e-4f3a-9b8c-7d6e5f4a3b2c', aud: 'authenticated', role: 'authenticated', email: 'admin@buffet.com.br' }

// An access token shaped like Supabase's (a JWT); the adapter never verifies it itself.
const encode = (part: object) => Buffer.from(JSON.stringify(part)).toString('base64url')
const exp = Math.floor(Date.now() / 1000) + 3600
const accessToken = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub: USER.id, email: USER.email, role: 'authenticated', aud: 'authenticated', exp })}.assinatura`

// Answers as the Supabase Auth (GoTrue) and PostgREST documentation describe.
let answers: Record<string, (request: RecordedRequest) => Reply> = {}
let server: Awaited<ReturnType<typeof recordingServer>>

beforeAll(async () => {
  server = await recordingServer((request) => {
    const answer = answers[`${request.method} ${request.path}`]
    return answer ? answer(request) : { status: 404, body: { message: `sem resposta para ${request.method} ${request.path}` } }
  })
})
afterAll(() => server.close())

const session = { access_token: accessToken, token_type: 'bearer', expires_in: 3600, expires_at: exp, refresh_token: 'refresh-token', user: USER }

function signedInAnswers() {
  answers = {
    'POST /auth/v1/token': () => ({ status: 200, body: session }),
    'GET /auth/v1/user': () => ({ status: 200, body: USER }),
    'POST /rest/v1/rpc/is_admin': () => ({ status: 200, body: true }),
    'POST /auth/v1/logout': () => ({ status: 204 }),
  }
}

const client = () => {
  const jar = cookieJar()
  return { jar, auth: supabaseAuth({ url: server.url, anonKey: ANON_KEY }, jar.read) }
}
const requestsTo = (method: string, path: string) => server.requests.filter((request) => request.method === method && request.path === path)

describe('Supabase auth adapter (requests to Auth and PostgREST)', () => {
  it('signs in with the password grant and keeps the session in cookies', async () => {
    signedInAnswers()
    const { jar, auth } = client()
    expect(await auth.signIn(' admin@buffet.com.br', 'senha')).toEqual({ ok: true })
    const [request] = requestsTo('POST', '/auth/v1/token').slice(-1)
    expect(request!.query.get('grant_type')).toBe('password')
    expect(JSON.parse(request!.body)).toMatchObject({ email: 'admin@buffet.com.br', password: 'senha' })
    expect(request!.headers.apikey).toBe(ANON_KEY)
    expect([...jar.cookies.keys()].some((name) => /^sb-.+-auth-token/.test(name))).toBe(true)
  })

  it("maps Supabase's invalid_credentials to the wrong e-mail or password case", async () => {
    answers = { 'POST /auth/v1/token': () => ({ status: 400, body: { code: 400, error_code: 'invalid_credentials', msg: 'Invalid login credentials' } }) }
    expect(await client().auth.signIn('admin@buffet.com.br', 'errada')).toEqual({ ok: false, error: 'invalid-credentials' })
  })

  it("passes any other auth error through with the service's own message", async () => {
    answers = { 'POST /auth/v1/token': () => ({ status: 400, body: { code: 400, error_code: 'email_not_confirmed', msg: 'Email not confirmed' } }) }
    expect(await client().auth.signIn('admin@buffet.com.br', 'senha')).toEqual({ ok: false, error: 'service', message: 'Email not confirmed' })
  })

  it('reads the user from Supabase Auth and asks is_admin() with their token', async () => {
    signedInAnswers()
    const { auth } = client()
    await auth.signIn('admin@buffet.com.br', 'senha')
    const user = await auth.currentUser()
    expect(user).toEqual({ role: 'authenticated', userId: USER.id, email: USER.email, accessToken })
    expect(requestsTo('GET', '/auth/v1/user').at(-1)!.headers.authorization).toBe(`Bearer ${accessToken}`)
    expect(await auth.isAdmin(user!)).toBe(true)
    expect(requestsTo('POST', '/rest/v1/rpc/is_admin').at(-1)!.headers.authorization).toBe(`Bearer ${accessToken}`)
  })

  it('counts a failed is_admin() call as not an administrator', async () => {
    signedInAnswers()
    answers['POST /rest/v1/rpc/is_admin'] = () => ({ status: 500, body: { message: 'boom' } })
    const { auth } = client()
    await auth.signIn('admin@buffet.com.br', 'senha')
    expect(await auth.isAdmin((await auth.currentUser())!)).toBe(false)
  })

  it('has no user without a session cookie', async () => {
    signedInAnswers()
    expect(await client().auth.currentUser()).toBeNull()
  })

  it('signs out on the server and clears the cookies', async () => {
    signedInAnswers()
    const { jar, auth } = client()
    await auth.signIn('admin@buffet.com.br', 'senha')
    await auth.signOut()
    expect(requestsTo('POST', '/auth/v1/logout').at(-1)!.headers.authorization).toBe(`Bearer ${accessToken}`)
    expect([...jar.cookies.keys()].filter((name) => name.startsWith('sb-'))).toEqual([])
  })
})
