import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'

const require = createRequire(import.meta.url)
const { encodeReply } = require('next/dist/compiled/react-server-dom-turbopack/client.node') as {
  encodeReply: (value: unknown) => Promise<FormData | string>
}

export type Submission = { index: number; submissionId: string; ip: string }
export type SubmitResult = { acknowledged: boolean; ms: number; detail: string }

const eventDate = () => new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10)

/**
 * Submits the quote form to a production server's submitQuote action over HTTP, encoded exactly as
 * the browser's React client sends it. Acknowledged means the action answered "sent".
 */
export function quoteSubmitter(base: string) {
  const manifest = JSON.parse(readFileSync('.next/server/server-reference-manifest.json', 'utf8')) as {
    node: Record<string, { exportedName: string }>
  }
  const actionId = Object.entries(manifest.node).find(([, ref]) => ref.exportedName === 'submitQuote')?.[0]
  if (!actionId) throw new Error('Ação submitQuote não encontrada no build')

  return async function submit({ index, submissionId, ip }: Submission): Promise<SubmitResult> {
    const form = new FormData()
    const fields: Record<string, string> = {
      submission_id: submissionId,
      name: `Carga ${index}`,
      phone: '11 987654321',
      whatsapp: '11 912345678',
      email: `carga${index}@exemplo.com`,
      neighborhood: 'Moema',
      guests: String(10 + (Math.abs(index) % 200)),
      date: eventDate(),
      event_time: '15:30',
      message: 'Pedido gerado pelo teste de carga.',
    }
    for (const [key, value] of Object.entries(fields)) form.append(key, value)
    form.append('party_type', 'festa-infantil')
    const body = await encodeReply([{ status: 'idle' }, form])
    const started = performance.now()
    try {
      const response = await fetch(`${base}/orcamento`, {
        method: 'POST',
        headers: { 'Next-Action': actionId, Accept: 'text/x-component', 'x-forwarded-for': ip },
        body,
      })
      const text = await response.text()
      return { acknowledged: response.ok && text.includes('"sent"'), ms: performance.now() - started, detail: `HTTP ${response.status} ${text.slice(0, 200)}` }
    } catch (error) {
      // The server went away mid-request: the visitor never saw "sent".
      return { acknowledged: false, ms: performance.now() - started, detail: String((error as Error).cause ?? error) }
    }
  }
}
