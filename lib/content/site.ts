import 'server-only'
import { cache } from 'react'
import { fetchQuery } from '.'
import { businessNameQuery, siteChromeQuery } from './queries'
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

/** The business name the e-mails to the business speak for. */
export async function getBusinessName() {
  const settings = await fetchQuery(businessNameQuery, { tags: ['siteSettings'] })
  return settings?.businessName ?? 'Buffet'
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
