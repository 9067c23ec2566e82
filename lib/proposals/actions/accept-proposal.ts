'use server'

import { headers } from 'next/headers'
import { redirect } from 'next/navigation'
import { after } from 'next/server'
import { publicAction } from '../../auth/action'
import { getSiteChrome } from '../../content/site'
import { formText } from '../../forms/form-id'
import { requestAddress } from '../../limits'
import { bookingsChanged } from '../../bookings/changed'
import { whatsappUrl } from '../../whatsapp'
import { ACCEPT_TEXT_FIELDS, acceptSchema, type AcceptErrors, type AcceptValues } from '../answer-schema'
import { getProposalStore } from '../store'
import { notifyAcceptance, notifyUnavailable } from '../notify'
import { isTokenShape } from '../token'

/** Whom the client calls when their date can no longer be booked online (the site settings' WhatsApp and e-mail). */
export type BusinessContact = { name: string; phone: string; whatsappUrl: string; email: string }

export type AcceptState =
  | { status: 'idle' }
  | { status: 'invalid'; errors: AcceptErrors; values: AcceptValues }
  | { status: 'failed' | 'closed'; message: string; values: AcceptValues }
  | { status: 'unavailable'; message: string; contact: BusinessContact; values: AcceptValues }

async function businessContact(): Promise<BusinessContact> {
  const { settings } = await getSiteChrome()
  return {
    name: settings.businessName,
    phone: settings.phone,
    email: settings.email,
    whatsappUrl: whatsappUrl(settings.whatsappNumber, 'Olá! Quero falar sobre a data da minha proposta.'),
  }
}

/**
 * "Aceitar proposta": name, CPF and the event's address (for the contract); records the acceptance once (the database decides, in one transaction: the
 * date is held until the deposit's deadline), then shows the page again; a second click, or a
 * second tab, lands on the same accepted page. A day that is full or blocked refuses it.
 */
export const acceptProposal = publicAction({
  log: '[propostas] falha ao registrar o aceite',
  values: (formData) =>
    Object.fromEntries(
      ACCEPT_TEXT_FIELDS.map((name) => [name, String(formData.get(name) ?? '').slice(0, 300)]),
    ) as AcceptValues,
  input: (formData, values) => ({ ...values, conditions: formData.get('conditions') ?? undefined }),
  parse: acceptSchema,
  failure: 'Não foi possível registrar o aceite agora. Tente novamente em instantes.',
  refuse: ({ status, message, fieldErrors, values }): AcceptState =>
    status === 'invalid' ? { status, errors: fieldErrors, values } : { status, message, values },
  run: async (accepted, { formData, values }): Promise<AcceptState> => {
    const { fullName, cpf, cep, street, number, complement, neighborhood, city } = accepted
    const token = formText(formData, 'token')
    if (!isTokenShape(token)) redirect(`/proposta/${encodeURIComponent(token)}`)
    const store = getProposalStore()
    const userAgent = (await headers()).get('user-agent')?.slice(0, 500) ?? null
    const result = await store.accept(
      token,
      { fullName, cpf, address: { cep, street, number, complement: complement || null, neighborhood, city } },
      { clientAddress: await requestAddress(), userAgent },
    )
    if (result.outcome === 'invalid')
      return { status: 'failed', message: 'Confira o CPF e o endereço da festa.', values }
    if (result.outcome === 'unavailable') {
      // Nothing was recorded but the attempt: the business hears of it, the client is told whom to call.
      after(async () => {
        const view = await store.view(token)
        if (view) await notifyUnavailable(view.content, { orcamentoId: result.orcamentoId ?? null, token })
      })
      return {
        status: 'unavailable',
        message:
          'A data desta proposta não está mais disponível para reserva pelo site (o dia lotou ou foi bloqueado). Nada foi registrado. Fale com a gente para ver outra data ou uma solução:',
        contact: await businessContact(),
        values,
      }
    }
    if (result.outcome === 'outdated') {
      return {
        status: 'unavailable',
        message:
          'Esta proposta não vale mais: a festa já foi combinada de outro jeito (data, convidados ou itens mudaram, ou o orçamento foi fechado ou encerrado). Nada foi registrado. Fale com a gente para receber a proposta atual:',
        contact: await businessContact(),
        values,
      }
    }
    if (result.outcome === 'accepted' && result.orcamentoId !== undefined) {
      bookingsChanged()
      const orcamentoId = result.orcamentoId
      const clientEmail = result.clientEmail ?? null
      after(async () => {
        const view = await store.view(token)
        if (view) await notifyAcceptance(view.content, { orcamentoId, acceptedName: fullName, clientEmail, token })
      })
    }
    // Accepted now or before, refused, expired or replaced: the page tells which.
    redirect(`/proposta/${token}`)
  },
})
