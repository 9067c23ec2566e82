import 'server-only'
import { cache } from 'react'
import { requireAdmin } from '../auth/guard'
import { getFollowUpTemplates, getSiteChrome } from '../content/site'
import { describeFailure } from '../log/describe-failure'
import { withRetries } from '../retry'
import { getContactsStore } from './store'
import { whatsappTexts, type ContactSituation, type WhatsappTexts } from './whatsapp-templates'
import type { EventSheet, SavedWhatsappSettings } from './contract'
import type { FollowUpTemplates } from '../quotes/follow-up'

export type MessageSettings = {
  /** The text in use for each situation. */
  texts: WhatsappTexts
  /** What the owner saved (a situation missing here uses its default). */
  saved: Record<string, string>
  /** The Google review link: the owner's, else the Studio's older field. */
  reviewUrl: string | null
  /** The same texts in the shape of the quote list's follow-up links. */
  followUp: FollowUpTemplates
}

/**
 * The WhatsApp texts and the review link in use. The Studio's older fields (the follow-up greeting,
 * the review request and its link) stand in until the owner saves her own here; when the database
 * cannot be read, they and the product's defaults keep the buttons working.
 */
export const messageSettings = cache(async (): Promise<MessageSettings> => {
  const admin = await requireAdmin()
  const [saved, studio, { settings }] = await Promise.all([
    withRetries(() => getContactsStore().whatsappSettings(admin)).catch((error: unknown): SavedWhatsappSettings => {
      console.error('[contatos] falha ao ler as mensagens de WhatsApp', describeFailure(error))
      return { templates: {}, reviewUrl: null }
    }),
    getFollowUpTemplates(),
    getSiteChrome(),
  ])
  const texts = whatsappTexts(saved.templates, {
    first_contact: studio.followUpWhatsapp,
    review_request: studio.reviewRequestWhatsapp,
  })
  return {
    texts,
    saved: saved.templates,
    reviewUrl: saved.reviewUrl ?? settings.googleReviewUrl ?? null,
    followUp: {
      followUpWhatsapp: texts.first_contact,
      followUpEmailSubject: studio.followUpEmailSubject,
      reviewRequestWhatsapp: texts.review_request,
    },
  }
})

/** Where each quote stands (proposal, deposit, booking, unanswered tries, review), by id; empty when it cannot be told. */
export async function contactSituations(ids: number[]): Promise<ReadonlyMap<number, ContactSituation>> {
  const admin = await requireAdmin()
  try {
    const rows = await withRetries(() => getContactsStore().situations(admin, ids))
    return new Map(rows.map((row) => [Number(row.id), row]))
  } catch (error) {
    console.error('[contatos] falha ao ler a situação dos contatos', describeFailure(error))
    return new Map()
  }
}

export async function eventSheet(id: number): Promise<EventSheet | null> {
  const admin = await requireAdmin()
  return withRetries(() => getContactsStore().eventSheet(admin, id))
}

export async function weekSheets(from: string, to: string): Promise<EventSheet[]> {
  const admin = await requireAdmin()
  return withRetries(() => getContactsStore().weekSheets(admin, from, to))
}

export async function reviewCounts(from: string, to: string) {
  const admin = await requireAdmin()
  return withRetries(() => getContactsStore().reviewCounts(admin, from, to))
}

/** When the signed-in administrator's calendar address was created; null: none yet. */
export async function calendarFeedCreated(): Promise<string | null> {
  const admin = await requireAdmin()
  return withRetries(() => getContactsStore().calendarFeedCreated(admin))
}
