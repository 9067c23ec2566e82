'use server'

import { redirect } from 'next/navigation'
import { requireAdmin } from '../../auth/guard'
import { getSiteChrome } from '../../content/site'
import { sqlState } from '../../db/rpc'
import { bookingsChanged } from '../../bookings/changed'
import { getQuoteStore } from '../../quotes/store'
import { messageSettings } from '../admin-contacts'
import { getContactsStore } from '../store'
import { situationWhatsappUrl } from '../whatsapp-templates'

/** Where the page goes back to with a message when the request cannot be made. */
const back = (formData: FormData, problem: string) => {
  const from = formData.get('from') === 'orcamento' ? `/admin/orcamentos/${Number(formData.get('id'))}` : '/admin'
  return `${from}?avaliacao=${problem}`
}

/**
 * "Pedir avaliação": records the request (once: the report counts it), takes the card off today's
 * list and opens the client's WhatsApp with the review message and the business's review link.
 */
export async function requestReview(formData: FormData): Promise<void> {
  const admin = await requireAdmin()
  const id = Number(formData.get('id'))
  if (!Number.isSafeInteger(id) || id < 1) redirect(back(formData, 'invalido'))
  const [quote, settings, { settings: site }] = await Promise.all([
    getQuoteStore().get(admin, id),
    messageSettings(),
    getSiteChrome(),
  ])
  if (!quote) redirect(back(formData, 'invalido'))
  if (!settings.reviewUrl) redirect(back(formData, 'sem-link'))
  const url = situationWhatsappUrl('review_request', settings.texts, quote, site.businessName, {
    reviewUrl: settings.reviewUrl,
  })
  if (!url) redirect(back(formData, 'sem-numero'))
  try {
    await getContactsStore().requestReview(admin, id)
  } catch (error) {
    if (sqlState(error) === '22023') redirect(back(formData, 'antes-da-festa'))
    console.error('[contatos] falha ao registrar o pedido de avaliação', error)
    redirect(back(formData, 'falhou'))
  }
  bookingsChanged()
  redirect(url)
}
