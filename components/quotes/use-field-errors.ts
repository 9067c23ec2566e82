'use client'

import { useEffect, useRef, useState } from 'react'
import type { FieldErrors, QuoteFormValues } from '@/lib/quotes/form-values'

/**
 * The form's field errors and the summary that lists them. Focus moves to the summary after each
 * rejected submit (a count bumped by reject), never while the visitor types.
 */
export function useFieldErrors(initial: FieldErrors) {
  const [errors, setErrors] = useState<FieldErrors>(initial)
  const [rejections, setRejections] = useState(0)
  const summary = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (rejections > 0) summary.current?.focus()
  }, [rejections])

  return {
    errors,
    summary,
    reject: (fieldErrors: FieldErrors) => {
      setErrors(fieldErrors)
      setRejections((count) => count + 1)
    },
    clear: () => setErrors({}),
    /** A field the visitor changes loses its error until the next submit. */
    clearField: (field: keyof QuoteFormValues) => setErrors(({ [field]: _, ...rest }) => rest),
  }
}
