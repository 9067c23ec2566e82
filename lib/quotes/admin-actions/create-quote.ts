'use server'

import { revalidatePath } from 'next/cache'
import { redirect } from 'next/navigation'
import { adminAction } from '../../auth/action'
import { quoteValuesFrom, type FieldErrors, type QuoteFormValues } from '../form-values'
import { validateAdminQuote } from '../schema'
import { getQuoteStore } from '../store'
import { submissionId } from '../submission-id'

export type CreateQuoteState =
  | { status: 'idle' }
  | { status: 'invalid'; fieldErrors: FieldErrors; values: QuoteFormValues }
  | { status: 'failed'; message: string; values: QuoteFormValues }

/**
 * "Novo orçamento": a quote the administrator took by phone, WhatsApp or in person, checked by the
 * public form's schema with one way to reach the client enough and no message needed (without its
 * limits: she is signed in), then its page. The form's submission
 * id makes a double submit store one quote.
 */
export const createQuote = adminAction({
  log: '[admin] falha ao criar o orçamento',
  values: quoteValuesFrom,
  parse: (values) => validateAdminQuote(values),
  failure: 'Não foi possível salvar o orçamento. Tente novamente: nada do que você digitou foi perdido.',
  refuse: ({ status, message, fieldErrors, values }): CreateQuoteState =>
    status === 'invalid' ? { status, fieldErrors, values } : { status, message, values },
  run: async (quote, { caller, formData }): Promise<CreateQuoteState> => {
    const id = await getQuoteStore().create(caller, { ...quote, submission_id: submissionId(formData) })
    revalidatePath('/admin', 'layout')
    redirect(`/admin/orcamentos/${id}?criado=1`)
  },
})
