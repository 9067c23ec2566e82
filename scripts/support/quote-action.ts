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

/**
 * Submits a valid quote over HTTP, encoded exactly as the browser's React client sends it, and
 * returns the answer's status ('sent', 'rate-limited'…).
 */
export async function postQuote(base: string, actionId: string, { name, headers = {}, submissionId = crypto.randomUUID() }: { name: string; headers?: Record<string, string>; submissionId?: string }) {
  const form = new FormData()
  const fields: Record<string, string> = {
    submission_id: submissionId,
    name,
    phone: '11 987654321',
    whatsapp: '11 912345678',
    email: 'carga@exemplo.com',
    neighborhood: 'Moema',
    guests: '60',
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
  const status = /"status":"([a-z-]+)"/.exec(text)?.[1]
  if (!response.ok || !status) throw new Error(`envio ${name}: HTTP ${response.status} ${text.slice(0, 200)}`)
  return status
}
