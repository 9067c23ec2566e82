'use server'

import { revalidatePath } from 'next/cache'
import { redirect } from 'next/navigation'
import { requireAdmin } from '../../auth/guard'
import { describeFailure } from '../../log/describe-failure'
import { quoteValuesFrom, type FieldErrors, type QuoteFormValues } from '../form-values'
import { validateQuote } from '../schema'
import { getQuoteStore } from '../store'

export type CreateQuoteState =
  | { status: 'idle' }
  | { status: 'invalid'; fieldErrors: FieldErrors; values: QuoteFormValues }
  | { status: 'failed'; message: string; values: QuoteFormValues }

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i

/**
 * "Novo orçamento": a quote the administrator took by phone, WhatsApp or in person, checked by the
 * public form's schema (without its limits: she is signed in), then its page. The form's submission
 * id makes a double submit store one quote.
 */
export async function createQuote(_previous: CreateQuoteState, formData: FormData): Promise<CreateQuoteState> {
  const admin = await requireAdmin()
  const values = quoteValuesFrom(formData)
  const validation = validateQuote(values)
  if (!validation.ok) return { status: 'invalid', fieldErrors: validation.fieldErrors, values }
  const submission = String(formData.get('submission_id') ?? '')
  let id: number
  try {
    id = await getQuoteStore().create(admin, {
      ...validation.data,
      submission_id: UUID.test(submission) ? submission : crypto.randomUUID(),
    })
  } catch (error) {
    // The error's text can carry the whole quote (the database echoes the row): never logged.
    console.error('[admin] falha ao criar o orçamento', describeFailure(error))
    return {
      status: 'failed',
      message: 'Não foi possível salvar o orçamento. Tente novamente: nada do que você digitou foi perdido.',
      values,
    }
  }
  revalidatePath('/admin', 'layout')
  redirect(`/admin/orcamentos/${id}?criado=1`)
}
