'use server'

import { requireAdmin } from '../../auth/guard'
import { sqlState } from '../../db/rpc'
import { formatDateBR, todayInSaoPaulo } from '../../dates'
import { formNumber } from '../../forms/form-id'
import { bookingRefusal, overrideQuestion, overrideReason } from '../rules'
import { bookingsChanged } from '../changed'
import { isoDate } from '../../dates/calendar'
import { getBookingStore } from '../store'

export type HoldValues = { day: string; until: string }
export type HoldState =
  | { status: 'idle' }
  | { status: 'saved'; message: string }
  | { status: 'invalid' | 'failed' | 'override'; message: string; values: HoldValues }

/**
 * "Pré-reservar" by hand: the event day and the deposit's deadline (today to the event day). A full
 * or blocked day asks why before booking it anyway; the reason comes back with the form.
 */
export async function placeHold(_previous: HoldState, formData: FormData): Promise<HoldState> {
  const admin = await requireAdmin()
  const id = formNumber(formData, 'id')
  const values = {
    day: String(formData.get('day') ?? '').slice(0, 10),
    until: String(formData.get('until') ?? '').slice(0, 10),
  }
  const [day, until, today] = [isoDate(values.day), isoDate(values.until), todayInSaoPaulo()]
  if (!day || day < today) return { status: 'invalid', message: 'Informe o dia do evento (hoje ou depois).', values }
  if (!until || until < today || until > day)
    return { status: 'invalid', message: 'O prazo para o sinal vai de hoje até o dia do evento.', values }
  try {
    await getBookingStore().hold(admin, id, day, until, overrideReason(formData))
  } catch (error) {
    const refusal = bookingRefusal(error)
    if (refusal) return { status: 'override', message: overrideQuestion(refusal, day), values }
    if (sqlState(error) === '55000')
      return {
        status: 'failed',
        message: 'A data deste orçamento já está confirmada (ou o orçamento foi anonimizado).',
        values,
      }
    console.error('[agenda] falha ao pré-reservar', error)
    return { status: 'failed', message: 'Não foi possível pré-reservar. Tente novamente.', values }
  }
  bookingsChanged()
  return { status: 'saved', message: `Data pré-reservada até ${formatDateBR(until)}.` }
}
