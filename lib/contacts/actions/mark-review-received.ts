'use server'

import { redirect } from 'next/navigation'
import { adminAction, plainForm } from '../../auth/action'
import { recordNumber } from '../../forms/fields'
import { bookingsChanged } from '../../bookings/changed'
import { reviewReturn } from '../review-return'
import { getContactsStore } from '../store'

/** "Avaliação recebida": the client posted the review; the report counts it. */
export const markReviewReceived = plainForm(
  adminAction({
    log: '[contatos] falha ao marcar a avaliação recebida',
    values: (formData) => String(formData.get('id') ?? ''),
    parse: recordNumber('invalido'),
    refusals: { '22023': 'nao-fechado' },
    failure: 'falhou',
    // The message is the outcome the page names; an id that is not one goes back to the dashboard.
    refuse: ({ status, message }, formData): void =>
      redirect(status === 'invalid' ? '/admin?avaliacao=invalido' : reviewReturn(formData, message)),
    run: async (id, { caller, formData }) => {
      await getContactsStore().reviewReceived(caller, id)
      bookingsChanged()
      redirect(reviewReturn(formData, 'recebida'))
    },
  }),
)
