import 'server-only'
import { cache } from 'react'
import { fetchQuery } from '.'
import { quoteNotificationQuery, siteChromeQuery } from './queries'
import { chromeTags } from './tags'
import { leadSourceChoices, type LeadSourceChoice } from '../quotes/lead-sources'

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

/** Who else gets the new-quote e-mail (site settings, "E-mails que recebem os pedidos de orçamento"), and the business name. */
export async function getQuoteNotificationSettings() {
  const settings = await fetchQuery(quoteNotificationQuery, { tags: ['siteSettings'] })
  return { businessName: settings?.businessName ?? 'Buffet', recipients: settings?.quoteNotificationEmails ?? [] }
}

export type SiteSettings = Awaited<ReturnType<typeof getSiteChrome>>['settings']

/** The 'Textos fixos' of site settings: labels, headings and buttons repeated across the site. */
export const getSiteTexts = async () => (await getSiteChrome()).settings.texts

/** What the quote form prints: its submit button, the success panel and the "Como nos conheceu?" choices. */
export type QuoteFormTexts = {
  submit: string
  sent: { title: string; text: string; whatsapp: string; another: string; textNoScript: string; whatsappNoScript: string }
  leadSources: LeadSourceChoice[]
}

export const quoteFormTexts = ({ texts, leadSources }: Pick<SiteSettings, 'texts' | 'leadSources'>): QuoteFormTexts => ({
  submit: texts.quoteButton,
  leadSources: leadSourceChoices(leadSources),
  sent: { title: texts.sentTitle, text: texts.sentText, whatsapp: texts.sentWhatsapp, another: texts.sentAnother, textNoScript: texts.sentTextNoScript, whatsappNoScript: texts.sentWhatsappNoScript },
})
