import * as z from 'zod/mini'
import { todayInSaoPaulo } from '../dates'
import { calendarDate } from '../forms/fields'
import { parseReais } from '../money'
import { PAYMENT_METHOD_LABELS, type PaymentMethod } from './contract'

/**
 * Money that moved, as a form posts it (a payment received or a refund given back): the amount in
 * reais within the payments table's own limits (1 centavo to R$ 10 milhões) as centavos, the day
 * (today or before, São Paulo) and the method, each refused with the action's own message.
 */
export const moneyMovement = (messages: { amount: string; paidOn: string; method: string }) => ({
  amount: z.pipe(
    z.string().check(
      z.refine((typed) => {
        const cents = parseReais(typed)
        return cents !== null && cents >= 1 && cents <= 1_000_000_000
      }, messages.amount),
    ),
    z.transform((typed) => parseReais(typed) ?? 0),
  ),
  paidOn: calendarDate(messages.paidOn).check(z.refine((day) => day <= todayInSaoPaulo(), messages.paidOn)),
  method: z.enum(Object.keys(PAYMENT_METHOD_LABELS) as [PaymentMethod, ...PaymentMethod[]], messages.method),
})
