import { notFound } from 'next/navigation'

// Forms with a returned state (useActionState) carry the record they act on as a hidden field
// rather than bound to the action: with bound arguments, an answer with errors rendered forever on
// the server (Next 16.4, React 19), leaving the visitor on "Enviando..." with and without scripts.

/** A record's id as a URL or a form carries it (digits only, at most 15); null when it is not one. */
export const recordId = (text: string): number | null => (/^\d{1,15}$/.test(text) ? Number(text) : null)

/** A record's numeric id posted by the form; a forged or missing one is a 404, like the page's URL. */
export function formNumber(formData: FormData, name: string): number {
  return recordId(String(formData.get(name) ?? '')) ?? notFound()
}

/** A text the form carries as it was given (a proposal link's token): the action checks its shape. */
export const formText = (formData: FormData, name: string, max = 200) => String(formData.get(name) ?? '').slice(0, max)
