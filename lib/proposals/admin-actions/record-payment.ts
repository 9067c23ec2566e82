'use server'

import { redirect } from 'next/navigation'
import { after } from 'next/server'
import { requireAdmin } from '../../auth/guard'
import { formNumber } from '../../forms/form-id'
import { todayInSaoPaulo } from '../../dates'
import { sqlState } from '../../db/rpc'
import { bookingRefusal, overrideQuestion, overrideReason } from '../../bookings/rules'
import { bookingsChanged } from '../../bookings/changed'
import { isWrongState, PAYMENT_METHOD_LABELS, type PaymentMethod } from '../contract'
import { getProposalStore } from '../store'
import { withLinks } from '../link'
import { emailReceipt } from '../notify'
import { getQuoteStore } from '../../quotes/store'
import { formatBRL, parseReais } from '../../money'
import { describeFailure } from '../../log/describe-failure'

export type PaymentValues = { amount: string; paidOn: string; method: string }
export type PaymentState =
  { status: 'idle' } | { status: 'invalid' | 'failed' | 'override'; message: string; values: PaymentValues }

const isMethod = (value: string): value is PaymentMethod => Object.hasOwn(PAYMENT_METHOD_LABELS, value)

/**
 * "Registrar pagamento": the amount, the day it arrived and how (Pix, dinheiro, cartão,
 * transferência), for an accepted proposal; it fills the open installment (a partial one reduces
 * it) and never goes past what remains. The payment that completes the deposit confirms the date;
 * when the hold is gone and the day has no room, the screen asks why before booking it anyway
 * (nothing is recorded until then). Lands on the page with the new receipt's link; the receipt is
 * e-mailed to the client.
 */
export async function recordPayment(_previous: PaymentState, formData: FormData): Promise<PaymentState> {
  const admin = await requireAdmin()
  const orcamentoId = formNumber(formData, 'orcamentoId')
  const proposalId = formNumber(formData, 'proposalId')
  const values: PaymentValues = {
    amount: String(formData.get('amount') ?? '').slice(0, 30),
    paidOn: String(formData.get('paidOn') ?? '').slice(0, 10),
    method: String(formData.get('method') ?? '').slice(0, 20),
  }
  const fail = (status: 'invalid' | 'failed' | 'override', message: string): PaymentState => ({
    status,
    message,
    values,
  })
  const cents = parseReais(values.amount)
  if (cents === null || cents < 1 || cents > 1_000_000_000)
    return fail('invalid', 'Informe o valor recebido em reais, ex.: 1.234,56.')
  if (!/^\d{4}-\d{2}-\d{2}$/.test(values.paidOn) || values.paidOn > todayInSaoPaulo())
    return fail('invalid', 'Informe a data em que o pagamento foi recebido (hoje ou antes).')
  if (!isMethod(values.method)) return fail('invalid', 'Escolha a forma de pagamento.')
  let receipt: number
  const store = getProposalStore()
  try {
    receipt = await store.recordPayment(
      admin,
      proposalId,
      { amountCents: cents, paidOn: values.paidOn, method: values.method },
      overrideReason(formData),
    )
  } catch (error) {
    if (isWrongState(error)) return fail('failed', 'O pagamento só pode ser registrado depois que o cliente aceitar.')
    if (sqlState(error) === 'PY001') {
      const remaining = (await store.nextInstallment(admin, orcamentoId).catch(() => null)) === null ? 0 : null
      return fail(
        'invalid',
        remaining === 0
          ? 'Nada mais a receber: a proposta está paga.'
          : `O valor passa do que falta pagar. Confira o saldo acima e registre no máximo ele (${formatBRL(cents)} é mais).`,
      )
    }
    const refusal = bookingRefusal(error)
    if (refusal)
      return fail(
        'override',
        `O pagamento não foi registrado: a pré-reserva acabou e ${overrideQuestion(refusal, null).replace(/^Este dia/, 'o dia do evento')}`,
      )
    console.error('[propostas] falha ao registrar o pagamento', describeFailure(error))
    return fail('failed', 'Não foi possível registrar o pagamento. Tente novamente.')
  }
  bookingsChanged()
  // The receipt goes to the client's e-mail (when the quote has one and SMTP is set), after the answer.
  after(async () => {
    const [stored, quote] = await Promise.all([store.get(admin, orcamentoId), getQuoteStore().get(admin, orcamentoId)])
    const proposal = stored && withLinks(stored)
    const paid = proposal?.payments.find(({ id }) => id === receipt)
    const token = proposal?.versions.find(({ state }) => state === 'accepted')?.token
    if (proposal?.acceptedContent && paid && token && quote?.email) {
      await emailReceipt(admin, proposal.acceptedContent, {
        receipt: paid,
        payer: proposal.acceptance?.fullName ?? proposal.acceptedContent.client.name,
        to: quote.email,
        token,
      })
    }
  })
  redirect(`/admin/orcamentos/${orcamentoId}/proposta?recibo=${receipt}`)
}
