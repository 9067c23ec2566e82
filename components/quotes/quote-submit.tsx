'use client'

import type { SubmitQuoteState } from '@/lib/quotes/actions/submit-quote'
import type { QuoteFormTexts } from '@/lib/content/site'
import { IntentLink } from '@/components/ui/intent-link'
import { SendProblem } from './send-problem'

type Props = {
  state: SubmitQuoteState
  pending: boolean
  blocked: boolean
  whatsappUrl: string
  scriptless: boolean
  texts: QuoteFormTexts
}

/** The foot of the form: the submit button, the status read while sending, what went wrong and the privacy note. */
export function QuoteSubmit({ state, pending, blocked, whatsappUrl, scriptless, texts }: Props) {
  return (
    <div className="space-y-3">
      <button
        type="submit"
        disabled={blocked}
        className="w-full rounded-full bg-brand-600 px-8 py-4 text-lg font-bold text-white shadow-md transition hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-60 sm:w-auto"
      >
        {pending ? texts.form.sendingButton : texts.submit}
      </button>
      <p aria-live="polite" className="sr-only">
        {pending ? texts.sendingStatus : ''}
      </p>
      <SendProblem state={state} whatsappUrl={whatsappUrl} scriptless={scriptless} texts={texts.form} />
      <p id="orcamento-privacidade" className="text-sm text-muted">
        {texts.form.privacyNote}{' '}
        <IntentLink
          href="/politica-de-privacidade"
          className="font-semibold text-brand-700 underline hover:no-underline"
        >
          {texts.form.privacyLink}
        </IntentLink>
        .
      </p>
    </div>
  )
}
