'use client'

import { useRef, useTransition } from 'react'
import { submitQuote, type SubmitQuoteState } from '@/lib/quotes/actions/submit-quote'
import type { QuoteFormValues } from '@/lib/quotes/form-values'

/**
 * Sends the form through the server action from the browser. A network failure becomes a 'failed'
 * answer that keeps everything typed, where useActionState would rethrow it into the error boundary.
 */
export function useQuoteSend(settle: (result: SubmitQuoteState) => void) {
  const [pending, startTransition] = useTransition()
  // Set at once, before React renders `pending`: a double click sends once.
  const sending = useRef(false)

  const send = (previous: SubmitQuoteState, formData: FormData, typed: QuoteFormValues) => {
    sending.current = true
    startTransition(async () => {
      let result: SubmitQuoteState
      try {
        result = await submitQuote(previous, formData)
      } catch (error) {
        console.error('[orcamento] envio falhou', error)
        result = { status: 'failed', values: typed }
      }
      sending.current = false
      settle(result)
    })
  }

  return { pending, sending: () => sending.current, send }
}
