'use client'

import { useEffect, useSyncExternalStore, type RefObject } from 'react'
import { emptyQuote, quoteFields, quoteValuesFrom, type QuoteFormValues } from '@/lib/quotes/form-values'
import { DRAFT_KEY } from './draft-key'

type Draft = { values: QuoteFormValues; submissionId: string }

// The draft is a small store outside React: kept in memory, saved to local storage on every change
// (so a reload loses nothing), read from it on first use in the browser.
const listeners = new Set<() => void>()
let draft: Draft | null = null

function stored(): Draft | null {
  try {
    const saved = JSON.parse(window.localStorage.getItem(DRAFT_KEY) ?? 'null') as Partial<Draft> | null
    if (!saved?.values || typeof saved.submissionId !== 'string') return null
    return { values: quoteValuesFrom(saved.values), submissionId: saved.submissionId }
  } catch {
    return null
  }
}

const fresh = (values = emptyQuote): Draft => ({ values, submissionId: crypto.randomUUID() })
const current = () => (draft ??= stored() ?? fresh())
const isEmpty = (values: QuoteFormValues) => quoteFields.every((field) => values[field].length === 0)

function save(next: Draft) {
  draft = next
  try {
    if (isEmpty(next.values)) window.localStorage.removeItem(DRAFT_KEY)
    else window.localStorage.setItem(DRAFT_KEY, JSON.stringify(next))
  } catch (error) {
    console.warn('[orcamento] não foi possível guardar o rascunho', error)
  }
  for (const listener of listeners) listener()
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/**
 * The form's values, kept as a draft so a reload loses nothing. The submission id lives with the
 * draft: resending the same draft can never store a second row. `answered` holds what the server
 * sent back with its answer to a submit made before scripts ran; the server's HTML shows it.
 */
export function useQuoteDraft(form: RefObject<HTMLFormElement | null>, answered?: QuoteFormValues) {
  // With nothing stored, the browser's values are the server's own emptyQuote object, so React has
  // no reason to render the whole form a second time, in one blocking task, right after hydrating it.
  const values = useSyncExternalStore(
    subscribe,
    () => current().values,
    () => answered ?? emptyQuote,
  )

  useEffect(() => {
    // What the page showed before it became interactive (typed on a slow phone, or sent back by the
    // server) is in the fields: it wins over an older draft, and always over an empty one.
    const shown = form.current ? quoteValuesFrom(new FormData(form.current)) : null
    if (shown && (answered || (!stored() && !isEmpty(shown)))) save({ ...current(), values: shown })
  }, [form, answered])

  return {
    values,
    /** The id to send the draft with, read when sending: the page never shows it. */
    submissionId: () => current().submissionId,
    update: (change: Partial<QuoteFormValues>) => save({ ...current(), values: { ...current().values, ...change } }),
    /** After a successful send: an empty form with a fresh submission id. */
    reset: () => save(fresh()),
  }
}
