'use client'

import type { SubmitQuoteState } from '@/lib/quotes/actions/submit-quote'
import type { QuoteFormTexts } from '@/lib/content/site'
import { WhatsappHandoff } from './whatsapp-handoff'

type Props = {
  state: SubmitQuoteState
  whatsappUrl: string
  /** The server answered a submit made without scripts, so no toast carried the reason. */
  scriptless: boolean
  texts: QuoteFormTexts['form']
}

/**
 * Below the submit button after a send that did not go through. With scripts running a toast
 * carries the reason; after a submit the server answered (no toasts) the reason is written here too.
 */
export function SendProblem({ state, whatsappUrl, scriptless, texts }: Props) {
  const reason = !scriptless
    ? null
    : state.status === 'rate-limited'
      ? state.message
      : state.status === 'unconfigured'
        ? texts.unconfiguredBanner
        : null
  if (state.status !== 'failed' && state.status !== 'rate-limited' && !reason) return null
  return (
    <div role="alert" className="space-y-2 rounded-2xl bg-amber-50 p-4 text-amber-900">
      {reason ? <p className="font-semibold">{reason}</p> : null}
      {state.status === 'unconfigured' ? null : state.status === 'rate-limited' ? (
        <p>
          {texts.limitedProblem}{' '}
          <WhatsappHandoff url={whatsappUrl} className="font-bold underline hover:no-underline">
            {texts.sendProblemLink}
          </WhatsappHandoff>
          .
        </p>
      ) : (
        <p>
          {texts.sendProblem}{' '}
          <WhatsappHandoff url={whatsappUrl} className="font-bold underline hover:no-underline">
            {texts.sendProblemLink}
          </WhatsappHandoff>
          .
        </p>
      )}
    </div>
  )
}
