import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { ProofChallenge } from '../../../lib/security/proof-of-work'
import { solveProof } from '../../support/proof-solver'

const require = createRequire(import.meta.url)
const { encodeReply } = require('next/dist/compiled/react-server-dom-turbopack/client.node') as {
  encodeReply: (value: unknown) => Promise<FormData | string>
}

/** The id the production build gave a server action, by its exported name. */
export function actionId(exportedName: string, distDir = '.next'): string {
  const manifest = JSON.parse(readFileSync(`${distDir}/server/server-reference-manifest.json`, 'utf8')) as {
    node: Record<string, { exportedName: string }>
  }
  const id = Object.entries(manifest.node).find(([, ref]) => ref.exportedName === exportedName)?.[0]
  if (!id) throw new Error(`Ação ${exportedName} não encontrada no build`)
  return id
}

const isClosedConnection = (error: unknown) => {
  const cause = (error as { cause?: { code?: string } }).cause
  return error instanceof TypeError && (cause?.code === 'UND_ERR_SOCKET' || cause?.code === 'ECONNRESET')
}

/**
 * One HTTP client without a browser: it keeps the cookies the server sets (as a browser would) or
 * none at all (`keepCookies: false`, as a script would), and calls server actions the way React's
 * client encodes them.
 */
export function httpClient(base: string, { keepCookies = true, headers = {} as Record<string, string> } = {}) {
  const cookies = new Map<string, string>()
  const cookieHeader = () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; ')
  async function request(path: string, init: RequestInit = {}) {
    const send = () =>
      fetch(`${base}${path}`, {
        redirect: 'manual',
        ...init,
        headers: {
          ...headers,
          ...(cookies.size ? { cookie: cookieHeader() } : {}),
          ...(init.headers as Record<string, string>),
        },
      })
    // A kept-alive connection the server closed just as it was reused: a browser sends a GET again
    // on a new one, never a POST (an attempt the tests count).
    const response = await send().catch((error: unknown) => {
      if ((init.method ?? 'GET') === 'GET' && isClosedConnection(error)) return send()
      throw error
    })
    if (keepCookies) {
      for (const line of response.headers.getSetCookie()) {
        const [pair = '', ...attributes] = line.split(';')
        const [name = '', value = ''] = pair.split('=')
        const expired = !value || attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute))
        if (expired) cookies.delete(name.trim())
        else cookies.set(name.trim(), value.trim())
      }
    }
    return response
  }
  return {
    cookies,
    request,
    /** Calls an action posted from `path` with `args`; the RSC text of its answer and the response. */
    async action(id: string, path: string, args: unknown[], extraHeaders: Record<string, string> = {}) {
      const response = await request(path, {
        method: 'POST',
        headers: { 'Next-Action': id, Accept: 'text/x-component', ...extraHeaders },
        body: await encodeReply(args),
      })
      return { response, text: await response.text() }
    },
  }
}

export type HttpClient = ReturnType<typeof httpClient>

/** Fields as a form posts them: a list is one field ticked several times (the party types). */
export type FormFields = Record<string, string | string[]>

/** The fields of a valid quote as the form posts them, with `overrides`. */
export function quoteForm(overrides: FormFields = {}) {
  const form = new FormData()
  const fields: FormFields = {
    submission_id: crypto.randomUUID(),
    name: 'Visitante',
    phone: '11 987654321',
    whatsapp: '11 912345678',
    email: 'visitante@exemplo.com',
    neighborhood: 'Moema',
    guests: '60',
    date: new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10),
    event_time: '15:30',
    message: 'Pedido enviado por HTTP, sem navegador.',
    party_type: 'festa-infantil',
    ...overrides,
  }
  for (const [key, value] of Object.entries(fields))
    for (const each of Array.isArray(value) ? value : [value]) form.append(key, each)
  return form
}

/** Sends a quote through the submitQuote action; its answer's status ('sent', 'rate-limited'…) and text. */
export async function sendQuoteAs(client: HttpClient, fields: FormFields = {}, headers: Record<string, string> = {}) {
  const { response, text } = await client.action(
    actionId('submitQuote'),
    '/orcamento',
    [{ status: 'idle' }, quoteForm(fields)],
    headers,
  )
  const status = /"status":"([a-z-]+)"/.exec(text)?.[1]
  if (!response.ok || !status) throw new Error(`envio: HTTP ${response.status} ${text.slice(0, 200)}`)
  return { status, text }
}

/**
 * Sends a quote as a script that solves the proof of work when the server asks for one (with
 * node:crypto, the cheapest way), then sends it again with the solution; the final answer.
 */
export async function sendProvenQuoteAs(
  client: HttpClient,
  fields: FormFields = {},
  headers: Record<string, string> = {},
) {
  const submission_id = crypto.randomUUID()
  const first = await sendQuoteAs(client, { submission_id, ...fields, can_prove: '1' }, headers)
  if (first.status !== 'proof') return first
  const challenge = /"challenge":(\{[^{}]*\})/.exec(first.text)?.[1]
  if (!challenge) throw new Error(`prova sem desafio: ${first.text.slice(0, 200)}`)
  const altcha = solveProof(JSON.parse(challenge) as ProofChallenge)
  const send = () => sendQuoteAs(client, { submission_id, ...fields, can_prove: '1', altcha }, headers)
  // Solving held this process for seconds, past the server's keep-alive: the connection kept for the
  // next request may be closed already. The same submission id sent again stores nothing twice.
  return send().catch((error: unknown) => {
    if (isClosedConnection(error) || (error instanceof TypeError && error.message === 'fetch failed')) return send()
    throw error
  })
}

/** Posts the sign-in form; 'entrou' when it redirected to /admin, else the Portuguese error it answered. */
export async function signInAs(
  client: HttpClient,
  email: string,
  password: string,
  headers: Record<string, string> = {},
) {
  const form = new FormData()
  form.append('email', email)
  form.append('password', password)
  const { response, text } = await client.action(actionId('signIn'), '/admin/login', [{}, form], headers)
  if (response.headers.get('x-action-redirect')?.startsWith('/admin')) return 'entrou'
  // The answer may carry the re-rendered page too, whose router props say "error":"$undefined".
  return /"error":"(?!\$undefined")([^"]+)"/.exec(text)?.[1] ?? `HTTP ${response.status} ${text.slice(0, 200)}`
}
