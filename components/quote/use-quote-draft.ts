'use client'

import { useEffect, useState, type RefObject } from 'react'
import { emptyQuote, quoteFields, type QuoteFormValues } from '@/lib/quotes/form-values'

const KEY = 'buffet:orcamento:rascunho'

type Draft = { values: QuoteFormValues; submissionId: string }

function readDraft(): Draft | null {
  try {
    const stored = JSON.parse(window.localStorage.getItem(KEY) ?? 'null') as Partial<Draft> | null
    if (!stored?.values || typeof stored.submissionId !== 'string') return null
    const values = { ...emptyQuote }
    for (const field of quoteFields) {
      const value = stored.values[field]
      if (field === 'party_type') values.party_type = Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : []
      else if (typeof value === 'string') values[field] = value
    }
    return { values, submissionId: stored.submissionId }
  } catch {
    return null
  }
}

// What the visitor typed before the page became interactive (slow phones): the browser kept it in the fields.
function typedBeforeHydration(form: HTMLFormElement | null): QuoteFormValues {
  if (!form) return emptyQuote
  const data = new FormData(form)
  const values = { ...emptyQuote, party_type: data.getAll('party_type').filter((id): id is string => typeof id === 'string') }
  for (const field of quoteFields) {
    const value = data.get(field)
    if (field !== 'party_type' && typeof value === 'string') values[field] = value
  }
  return values
}

/**
 * The form's values, kept in local storage so a reload loses nothing. The submission id lives
 * with the draft: resending the same draft can never store a second row.
 */
export function useQuoteDraft(form: RefObject<HTMLFormElement | null>) {
  const [draft, setDraft] = useState<Draft>({ values: emptyQuote, submissionId: '' })
  const [restored, setRestored] = useState(false)

  useEffect(() => {
    // Local storage exists only in the browser: the draft is restored after hydration.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setDraft(readDraft() ?? { values: typedBeforeHydration(form.current), submissionId: crypto.randomUUID() })
    setRestored(true)
  }, [form])

  useEffect(() => {
    if (!restored) return
    const isEmpty = quoteFields.every((field) => draft.values[field].length === 0)
    if (isEmpty) window.localStorage.removeItem(KEY)
    else window.localStorage.setItem(KEY, JSON.stringify(draft))
  }, [draft, restored])

  return {
    values: draft.values,
    submissionId: draft.submissionId,
    update: (change: Partial<QuoteFormValues>) => setDraft((current) => ({ ...current, values: { ...current.values, ...change } })),
    /** After a successful send: an empty form with a fresh submission id. */
    reset: () => setDraft({ values: emptyQuote, submissionId: crypto.randomUUID() }),
  }
}
