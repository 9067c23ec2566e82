import { quoteActionId, sendQuote } from './quote-action'

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
      return { acknowledged: answer.ok && answer.status === 'sent', ms: performance.now() - started, detail: `HTTP ${answer.httpStatus} ${answer.text.slice(0, 200)}` }
    } catch (error) {
      return { acknowledged: false, ms: performance.now() - started, detail: String((error as Error).cause ?? error) }
    }
  }
}
