import 'server-only'
import { NextResponse, type NextRequest } from 'next/server'
import { env } from '../config/env'
import type { SupabaseConfig } from '../config/parse-env'
import { supabaseCookieClient } from '../config/supabase'
import { sessionSecret } from './session-secret'
import { expiredCookieOptions, sessionCookieOptions, withSessionLifetime } from './cookie-options'
import { createSessionToken, needsRefresh, SESSION_COOKIE, verifySessionToken } from './session-token'
import { adminCsp } from '../security/csp'
import { CLIENT_COOKIE, clientCookieOptions, clientIdFrom } from '../request/client-id'
import { issueClientCookie } from '../limits'
import { siteKey } from '../config/site-secret'
import {
  newPageKey,
  PAGE_KEY_COOKIE,
  pageKeyCookieOptions,
  scriptWithoutKey,
  validPageKey,
} from '../security/admin-page-key'

const LOGIN = '/admin/login'

// Admin responses carry a session: no shared cache may keep them.
function private_(response: NextResponse) {
  response.headers.set('Cache-Control', 'private, no-store, max-age=0')
  return response
}

const toLogin = (request: NextRequest) => private_(NextResponse.redirect(new URL(LOGIN, request.url)))

async function supabaseSession(request: NextRequest, config: SupabaseConfig) {
  let response = NextResponse.next({ request })
  const supabase = supabaseCookieClient(
    config,
    {
      getAll: () => request.cookies.getAll(),
      setAll: (list) => {
        for (const { name, value } of list) request.cookies.set(name, value)
        response = NextResponse.next({ request })
        for (const { name, value, options } of withSessionLifetime(list, env.isProduction))
          response.cookies.set(name, value, options)
      },
    },
    sessionCookieOptions(env.isProduction),
  )
  // getUser() validates the session with Supabase Auth and refreshes expired tokens into cookies.
  const { data } = await supabase.auth.getUser()
  return { signedIn: Boolean(data.user), response }
}

async function embeddedSession(request: NextRequest, dataDir: string) {
  const secret = sessionSecret(env.sessionSecret, dataDir)
  const claims = await verifySessionToken(request.cookies.get(SESSION_COOKIE)?.value, secret)
  const response = NextResponse.next({ request })
  if (!claims) {
    if (request.cookies.has(SESSION_COOKIE))
      response.cookies.set(SESSION_COOKIE, '', expiredCookieOptions(env.isProduction))
    return { signedIn: false, response }
  }
  if (needsRefresh(claims)) {
    const token = await createSessionToken(
      { userId: claims.userId, email: claims.email, sessionId: claims.sessionId },
      secret,
      claims.signedInAt,
    )
    response.cookies.set(SESSION_COOKIE, token, sessionCookieOptions(env.isProduction))
  }
  return { signedIn: true, response }
}

// The browser's id for the sign-in throttle: given with a page (a GET), before the login form is
// shown, so the owner's own browser is always counted apart from scripts that send no cookie. Never
// on a POST: Next hands a cookie set here to the action of the same request, so a script sending
// no cookie would get a fresh id, and a fresh allowance, with every attempt.
// A network's share of new ids is limited (issueClientCookie): past it, the page goes without one.
async function withClientId(request: NextRequest, response: NextResponse) {
  if (request.method !== 'GET' || clientIdFrom(request.cookies.get(CLIENT_COOKIE)?.value, siteKey('cliente')))
    return response
  const cookie = await issueClientCookie(request.headers)
  if (cookie) response.cookies.set(CLIENT_COOKIE, cookie.value, clientCookieOptions(env.isProduction))
  return response
}

/**
 * Runs before every /admin request: refreshes the session cookie while it is in use and sends
 * visitors without a session to the login. Whether a session is still open (not signed out, not
 * idle) is the database's answer, which the pages ask through requireAdmin().
 */
export async function refreshAdminSession(request: NextRequest): Promise<NextResponse> {
  // A script's request without the admin pages' key (one running on /studio, say) learns nothing.
  const pageKey = validPageKey(request.cookies.get(PAGE_KEY_COOKIE)?.value)
  if (scriptWithoutKey(request.headers, pageKey))
    return private_(new NextResponse('Recusado: o painel só responde às próprias páginas.', { status: 403 }))
  // The page rendered by this request writes the key into its script (app/admin/layout.tsx).
  const issued = pageKey ? undefined : newPageKey()
  if (issued) request.cookies.set(PAGE_KEY_COOKIE, issued)
  const withPageKey = (response: NextResponse) => {
    if (issued) response.cookies.set(PAGE_KEY_COOKIE, issued, pageKeyCookieOptions(env.isProduction))
    return response
  }
  // Next puts the nonce of the request's policy on its scripts; the response carries the same policy.
  const policy = adminCsp(Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64'), !env.isProduction)
  request.headers.set('content-security-policy', policy)
  const backend = env.quotes
  if (backend.kind === 'incomplete') return withPageKey(withPolicy(private_(NextResponse.next({ request })), policy))
  const { signedIn, response } =
    backend.kind === 'supabase'
      ? await supabaseSession(request, backend)
      : await embeddedSession(request, backend.dataDir)
  if (!signedIn && request.nextUrl.pathname !== LOGIN) return withPageKey(await withClientId(request, toLogin(request)))
  return withPageKey(withPolicy(await withClientId(request, private_(response)), policy))
}

function withPolicy(response: NextResponse, policy: string) {
  response.headers.set('Content-Security-Policy', policy)
  return response
}
