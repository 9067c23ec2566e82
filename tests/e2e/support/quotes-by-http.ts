import { clientAddress } from './client-address'
import { e2e } from './config'
import { actionId, httpClient, quoteForm, sendProvenQuoteAs, type FormFields, type HttpClient } from './http-client'

/**
 * A visitor's quote as the public form posts it, from a network of its own, for a test whose promise
 * starts once the quote is stored: the form's own path is quote-form.spec.ts's. When the site's
 * minute is busy the server asks for the proof a browser would solve, and it is solved here.
 */
export async function postVisitorQuote(fields: FormFields) {
  const visitor = httpClient(e2e.baseURL, { headers: { 'x-forwarded-for': clientAddress() } })
  const { status, text } = await sendProvenQuoteAs(visitor, fields)
  if (status !== 'sent') throw new Error(`pedido de ${String(fields.name)}: ${status} ${text.slice(0, 200)}`)
}

/** "Salvar orçamento" of "Novo orçamento", posted by a signed-in `admin`; the new quote's id. */
export async function createQuoteAs(admin: HttpClient, fields: FormFields) {
  const { response, text } = await admin.action(actionId('createQuote'), '/admin/orcamentos/novo', [
    { status: 'idle' },
    quoteForm(fields),
  ])
  const id = /^\/admin\/orcamentos\/(\d+)/.exec(response.headers.get('x-action-redirect') ?? '')?.[1]
  if (!id) throw new Error(`novo orçamento ${String(fields.name)}: HTTP ${response.status} ${text.slice(0, 200)}`)
  return Number(id)
}

/** Moves quote `id`'s next contact to `date` (YYYY-MM-DD), as its card's date field saves it. */
export async function setNextContactAs(admin: HttpClient, id: number, date: string) {
  const form = new FormData()
  form.append('id', String(id))
  form.append('next_contact', date)
  const { text } = await admin.action(actionId('setNextContact'), '/admin', [{ status: 'idle' }, form])
  if (!text.includes('Próximo contato salvo.')) throw new Error(`próximo contato de #${id}: ${text.slice(0, 200)}`)
}

/** "Fechado (ganho)" for quote `id` with the event's value as typed ("3.000,00"), as its status control sends it. */
export async function markWonAs(admin: HttpClient, id: number, value: string) {
  const { text } = await admin.action(actionId('setQuoteStatus'), '/admin', [id, 'fechado', undefined, { value }])
  if (!text.includes('Status alterado para Fechado (ganho).')) throw new Error(`fechar #${id}: ${text.slice(0, 200)}`)
}
