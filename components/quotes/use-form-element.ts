'use client'

import { useCallback, useRef, type RefCallback } from 'react'

/**
 * The form's element, for the code that reads it (the draft, the first focus, a held-back submit),
 * and the ref callback to put on the form: it also hands the element to `watch`.
 */
export function useFormElement(watch: RefCallback<HTMLFormElement>) {
  const form = useRef<HTMLFormElement>(null)
  const formRef = useCallback(
    (element: HTMLFormElement | null) => {
      form.current = element
      const unwatch = watch(element)
      return () => {
        form.current = null
        unwatch?.()
      }
    },
    [watch],
  )
  return [form, formRef] as const
}
