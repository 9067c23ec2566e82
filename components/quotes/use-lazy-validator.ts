'use client'

import { useRef } from 'react'
import type { QuoteFormValues } from '@/lib/quotes/form-values'
import type { QuoteValidation } from '@/lib/quotes/schema'

type Validate = (values: QuoteFormValues) => QuoteValidation

// zod is most of the form's JavaScript: it loads when the visitor starts filling the form in, not
// with the page. A failed load is forgotten, so the next attempt fetches it again.
let loading: Promise<Validate> | null = null
const loadValidator = () =>
  (loading ??= import('@/lib/quotes/schema').then(
    ({ validateQuote }) =>
      (values: QuoteFormValues) =>
        validateQuote(values),
    (error: unknown) => {
      loading = null
      throw error
    },
  ))

/** The form's schema check, loaded on demand: `current()` is null until it has arrived. */
export function useLazyValidator() {
  const validate = useRef<Validate | null>(null)
  const load = () => loadValidator().then((loaded) => (validate.current = loaded))
  return {
    current: () => validate.current,
    /** Fetches the schema; resolves once `current()` has it. */
    load,
    /** Starts the fetch early (on the form's first focus); a failure is reported on submit instead. */
    prepare: () => void load().catch(() => {}),
  }
}
