import 'server-only'
import { cache } from 'react'
import { fetchQuery } from '.'
import { businessNameQuery, siteChromeQuery } from './queries'
import { chromeTags } from './tags'

export class MissingContentError extends Error {
  constructor(what: string) {
    super(`Conteúdo obrigatório ausente: ${what}. Publique-o no Studio ou rode "npm run seed".`)
    this.name = 'MissingContentError'
  }
}

/** Site settings and the menu/package navigation shared by every public page. */
export const getSiteChrome = cache(async () => {
  const { settings, navigation } = await fetchQuery(siteChromeQuery, { tags: chromeTags })
  if (!settings) throw new MissingContentError('Configurações do site (siteSettings)')
  return { settings, navigation }
})

/** The business name the e-mails to the business speak for. */
export async function getBusinessName() {
  const settings = await fetchQuery(businessNameQuery, { tags: ['siteSettings'] })
  return settings?.businessName ?? 'Buffet'
}

export type SiteSettings = Awaited<ReturnType<typeof getSiteChrome>>['settings']

/** The 'Textos fixos' of site settings: labels, headings and buttons repeated across the site. */
export const getSiteTexts = async () => (await getSiteChrome()).settings.texts

export type SiteTexts = Awaited<ReturnType<typeof getSiteTexts>>

/** What the quote form prints: its submit button and the success panel. */
export type QuoteFormTexts = { submit: string; sent: { title: string; text: string; whatsapp: string; another: string; textNoScript: string; whatsappNoScript: string } }

export const quoteFormTexts = (texts: SiteTexts): QuoteFormTexts => ({
  submit: texts.quoteButton,
  sent: { title: texts.sentTitle, text: texts.sentText, whatsapp: texts.sentWhatsapp, another: texts.sentAnother, textNoScript: texts.sentTextNoScript, whatsappNoScript: texts.sentWhatsappNoScript },
})
