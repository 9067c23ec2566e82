'use server'

import * as z from 'zod/mini'
import { adminAction } from '../../auth/action'
import { formatDateBR, todayInSaoPaulo } from '../../dates'
import { calendarDate } from '../../forms/fields'
import { formNumber } from '../../forms/form-id'
import { bookingRefusal, overrideQuestion, overrideReason } from '../rules'
import { bookingsChanged } from '../changed'
import { getBookingStore } from '../store'

export type HoldValues = { day: string; until: string }
export type HoldState =
  | { status: 'idle' }
  | { status: 'saved'; message: string }
  | { status: 'invalid' | 'failed' | 'override'; message: string; values: HoldValues }

const DAY_ERROR = 'Informe o dia do evento (hoje ou depois).'
const UNTIL_ERROR = 'O prazo para o sinal vai de hoje até o dia do evento.'
const fromToday = (message: string) =>
  calendarDate(message).check(z.refine((value) => value >= todayInSaoPaulo(), message))

const hold = z
  .object({ day: fromToday(DAY_ERROR), until: fromToday(UNTIL_ERROR) })
  .check(z.refine(({ day, until }) => until <= day, { message: UNTIL_ERROR, path: ['until'] }))

/**
 * "Pré-reservar" by hand: the event day and the deposit's deadline (today to the event day). A full
 * or blocked day asks why before booking it anyway; the reason comes back with the form.
 */
export const placeHold = adminAction({
  log: '[agenda] falha ao pré-reservar',
  values: (formData): HoldValues => ({
    day: String(formData.get('day') ?? '').slice(0, 10),
    until: String(formData.get('until') ?? '').slice(0, 10),
  }),
  parse: hold,
  refusals: { '55000': 'A data deste orçamento já está confirmada (ou o orçamento foi anonimizado).' },
  recognise: (error, { day }, { values }): HoldState | undefined => {
    const refusal = bookingRefusal(error)
    return refusal ? { status: 'override', message: overrideQuestion(refusal, day), values } : undefined
  },
  failure: 'Não foi possível pré-reservar. Tente novamente.',
  refuse: ({ status, message, values }): HoldState => ({ status, message, values }),
  run: async ({ day, until }, { caller, formData }): Promise<HoldState> => {
    await getBookingStore().hold(caller, formNumber(formData, 'id'), day, until, overrideReason(formData))
    bookingsChanged()
    return { status: 'saved', message: `Data pré-reservada até ${formatDateBR(until)}.` }
  },
})
