'use server'

import { redirect } from 'next/navigation'
import { adminAction, plainForm } from '../../auth/action'
import { getSiteChrome } from '../../content/site'
import { recordNumber } from '../../forms/fields'
import { bookingsChanged } from '../../bookings/changed'
import { getQuoteStore } from '../../quotes/store'
import { messageSettings } from '../admin-contacts'
import { reviewReturn } from '../review-return'
import { getContactsStore } from '../store'
import { situationWhatsappUrl } from '../whatsapp-templates'

/**
 * "Pedir avaliação": records the request (once: the report counts it), takes the card off today's
 * list and opens the client's WhatsApp with the review message and the business's review link.
 */
export const requestReview = plainForm(
  adminAction({
    log: '[contatos] falha ao registrar o pedido de avaliação',
    values: (formData) => String(formData.get('id') ?? ''),
    parse: recordNumber('invalido'),
    refusals: { '22023': 'antes-da-festa' },
    failure: 'falhou',
    // The message is the outcome the page names.
    refuse: ({ message }, formData): void => redirect(reviewReturn(formData, message)),
    run: async (id, { caller, formData }) => {
      const [quote, settings, { settings: site }] = await Promise.all([
        getQuoteStore().get(caller, id),
        messageSettings(),
        getSiteChrome(),
      ])
      if (!quote) redirect(reviewReturn(formData, 'invalido'))
      if (!settings.reviewUrl) redirect(reviewReturn(formData, 'sem-link'))
      const url = situationWhatsappUrl('review_request', settings.texts, quote, site.businessName, {
        reviewUrl: settings.reviewUrl,
      })
      if (!url) redirect(reviewReturn(formData, 'sem-numero'))
      await getContactsStore().requestReview(caller, id)
      bookingsChanged()
      redirect(url)
    },
  }),
)
