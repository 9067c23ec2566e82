import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'

const require = createRequire(import.meta.url)
const { encodeReply } = require('next/dist/compiled/react-server-dom-turbopack/client.node') as {
  encodeReply: (value: unknown) => Promise<FormData | string>
}

/** The id the production build gave the submitQuote server action. */
export function quoteActionId(distDir = '.next'): string {
  const manifest = JSON.parse(readFileSync(`${distDir}/server/server-reference-manifest.json`, 'utf8')) as {
    node: Record<string, { exportedName: string }>
  }
  const id = Object.entries(manifest.node).find(([, ref]) => ref.exportedName === 'submitQuote')?.[0]
  if (!id) throw new Error('Ação submitQuote não encontrada no build')
  return id
}

const eventDate = () => new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10)

type QuoteFields = {
  name: string
  submissionId?: string
  email?: string
  guests?: string
  headers?: Record<string, string>
}

/** Posts a valid quote over HTTP, encoded exactly as the browser's React client sends it. */
export async function sendQuote(
  base: string,
  actionId: string,
  { name, submissionId = crypto.randomUUID(), email = 'carga@exemplo.com', guests = '60', headers = {} }: QuoteFields,
) {
  const form = new FormData()
  const fields: Record<string, string> = {
    submission_id: submissionId,
    name,
    phone: '11 987654321',
    whatsapp: '11 912345678',
    email,
    neighborhood: 'Moema',
    guests,
    date: eventDate(),
    event_time: '15:30',
    message: 'Pedido enviado por HTTP, sem navegador.',
  }
  for (const [key, value] of Object.entries(fields)) form.append(key, value)
  form.append('party_type', 'festa-infantil')
  const response = await fetch(`${base}/orcamento`, {
    method: 'POST',
    headers: { 'Next-Action': actionId, Accept: 'text/x-component', ...headers },
    body: await encodeReply([{ status: 'idle' }, form]),
  })
  const text = await response.text()
  return { ok: response.ok, httpStatus: response.status, text, status: /"status":"([a-z-]+)"/.exec(text)?.[1] }
}

/** The answer's status ('sent', 'rate-limited'…) of a valid quote; throws when there is none. */
export async function postQuote(base: string, actionId: string, fields: QuoteFields) {
  const answer = await sendQuote(base, actionId, fields)
  if (!answer.ok || !answer.status)
    throw new Error(`envio ${fields.name}: HTTP ${answer.httpStatus} ${answer.text.slice(0, 200)}`)
  return answer.status
}

export type Submission = { index: number; submissionId: string; ip: string }
export type SubmitResult = { acknowledged: boolean; ms: number; detail: string }

/**
 * Submits numbered quotes to a production server's submitQuote action, each from its own address
 * (as a trusted proxy reports it). Acknowledged means the action answered "sent"; a server that
 * went away mid-request is an unanswered submission, not an error.
 */
export function quoteSubmitter(base: string) {
  const actionId = quoteActionId()
  return async function submit({ index, submissionId, ip }: Submission): Promise<SubmitResult> {
    const started = performance.now()
    try {
      const answer = await sendQuote(base, actionId, {
        name: `Carga ${index}`,
        submissionId,
        email: `carga${index}@exemplo.com`,
        guests: String(10 + (Math.abs(index) % 200)),
        headers: { 'x-forwarded-for': ip },
      })
      return {
        acknowledged: answer.ok && answer.status === 'sent',
        ms: performance.now() - started,
        detail: `HTTP ${answer.httpStatus} ${answer.text.slice(0, 200)}`,
      }
    } catch (error) {
      return { acknowledged: false, ms: performance.now() - started, detail: String((error as Error).cause ?? error) }
    }
  }
}
