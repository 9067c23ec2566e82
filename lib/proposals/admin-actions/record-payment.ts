'use server'

import { redirect } from 'next/navigation'
import { after } from 'next/server'
import * as z from 'zod/mini'
import { adminAction } from '../../auth/action'
import { formNumber } from '../../forms/form-id'
import { sqlState } from '../../db/rpc'
import { bookingRefusal, overrideQuestion, overrideReason } from '../../bookings/rules'
import { bookingsChanged } from '../../bookings/changed'
import { isWrongState } from '../contract'
import { moneyMovement } from '../money-movement'
import { getProposalStore } from '../store'
import { withLinks } from '../link'
import { emailReceipt } from '../notify'
import { getQuoteStore } from '../../quotes/store'
import { formatBRL } from '../../money'

export type PaymentValues = { amount: string; paidOn: string; method: string }
export type PaymentState =
  { status: 'idle' } | { status: 'invalid' | 'failed' | 'override'; message: string; values: PaymentValues }

const AMOUNT_ERROR = 'Informe o valor recebido em reais, ex.: 1.234,56.'
const PAID_ON_ERROR = 'Informe a data em que o pagamento foi recebido (hoje ou antes).'
const PAID_ON_RANGE_ERROR = 'A data do pagamento precisa ficar entre o envio da proposta e hoje.'

const payment = z.object(
  moneyMovement({ amount: AMOUNT_ERROR, paidOn: PAID_ON_ERROR, method: 'Escolha a forma de pagamento.' }),
)

/**
 * "Registrar pagamento": the amount, the day it arrived and how (Pix, dinheiro, cartão,
 * transferência), for an accepted proposal; it fills the open installment (a partial one reduces
 * it) and never goes past what remains. The payment that completes the deposit confirms the date;
 * when the hold is gone and the day has no room, the screen asks why before booking it anyway
 * (nothing is recorded until then). Lands on the page with the new receipt's link; the receipt is
 * e-mailed to the client.
 */
export const recordPayment = adminAction({
  log: '[propostas] falha ao registrar o pagamento',
  values: (formData): PaymentValues => ({
    amount: String(formData.get('amount') ?? '').slice(0, 30),
    paidOn: String(formData.get('paidOn') ?? '').slice(0, 10),
    method: String(formData.get('method') ?? '').slice(0, 20),
  }),
  parse: payment,
  recognise: async (error, { amount }, { caller, formData, values }): Promise<PaymentState | undefined> => {
    if (isWrongState(error))
      return { status: 'failed', message: 'O pagamento só pode ser registrado depois que o cliente aceitar.', values }
    // The database's check of the day (within the proposal's life), which the form cannot know alone.
    if (sqlState(error) === '22008') return { status: 'invalid', message: PAID_ON_RANGE_ERROR, values }
    if (sqlState(error) === 'PY002')
      return {
        status: 'failed',
        message:
          'Este orçamento está como "Perdido": o pagamento não foi registrado. Para receber, volte o status do orçamento antes.',
        values,
      }
    if (sqlState(error) === 'PY001') {
      const next = await getProposalStore()
        .nextInstallment(caller, formNumber(formData, 'orcamentoId'))
        .catch(() => null)
      return {
        status: 'invalid',
        message:
          next === null
            ? 'Nada mais a receber: a proposta está paga.'
            : `O valor passa do que falta pagar. Confira o saldo acima e registre no máximo ele (${formatBRL(amount)} é mais).`,
        values,
      }
    }
    const refusal = bookingRefusal(error)
    if (refusal)
      return {
        status: 'override',
        message: `O pagamento não foi registrado: a pré-reserva acabou e ${overrideQuestion(refusal, null).replace(/^Este dia/, 'o dia do evento')}`,
        values,
      }
  },
  failure: 'Não foi possível registrar o pagamento. Tente novamente.',
  refuse: ({ status, message, values }): PaymentState => ({ status, message, values }),
  run: async ({ amount, paidOn, method }, { caller: admin, formData }): Promise<PaymentState> => {
    const orcamentoId = formNumber(formData, 'orcamentoId')
    const proposalId = formNumber(formData, 'proposalId')
    const store = getProposalStore()
    const receipt = await store.recordPayment(
      admin,
      proposalId,
      { amountCents: amount, paidOn, method },
      overrideReason(formData),
    )
    bookingsChanged()
    // The receipt goes to the client's e-mail (when the quote has one and SMTP is set), after the answer.
    after(async () => {
      const [stored, quote] = await Promise.all([
        store.get(admin, orcamentoId),
        getQuoteStore().get(admin, orcamentoId),
      ])
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
  },
})
