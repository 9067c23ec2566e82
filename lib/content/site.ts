import 'server-only'
import { cache } from 'react'
import { defaultMessageTemplates } from './message-templates'
import { fetchPublishedNow, fetchQuery } from '.'
import { quoteFormTextSets, seedOf, siteTextSets, withDefaults } from './fixed-texts'
import {
  businessNameQuery,
  followUpTemplatesQuery,
  menusShortTitleQuery,
  quoteFormQuery,
  siteChromeQuery,
} from './queries'
import { chromeTags } from './tags'
import { leadSourceChoices, type LeadSourceChoice } from './lead-sources'
import { pick } from '../pick'

export class MissingContentError extends Error {
  constructor(what: string) {
    super(`Conteúdo obrigatório ausente: ${what}. Publique-o no Studio ou rode "npm run seed".`)
    this.name = 'MissingContentError'
  }
}

const siteTextDefaults = seedOf(siteTextSets)
/** Today's wording of the quote form's texts, for a text a dataset does not have. */
export const quoteFormDefaults = seedOf(quoteFormTextSets)

/** Site settings and the menu/package navigation shared by every public page. */
export const getSiteChrome = cache(async () => {
  const { settings, navigation } = await fetchQuery(siteChromeQuery, { tags: chromeTags })
  if (!settings) throw new MissingContentError('Configurações do site (siteSettings)')
  return { settings: { ...settings, texts: withDefaults(siteTextDefaults, settings.texts) }, navigation }
})

/** The business's WhatsApp and e-mail as published now (the contact watch compares them with the last recorded). */
export async function getPublishedContact() {
  const { settings } = await fetchPublishedNow(siteChromeQuery)
  return { whatsapp: settings?.whatsappNumber ?? null, email: settings?.email ?? null }
}

/** The business name the e-mails to the business speak for. */
export async function getBusinessName() {
  const settings = await fetchQuery(businessNameQuery, { tags: ['siteSettings'] })
  return settings?.businessName ?? 'Buffet'
}

export type SiteSettings = Awaited<ReturnType<typeof getSiteChrome>>['settings']

/** The 'Textos fixos' of site settings: labels, headings and buttons repeated across the site. */
export const getSiteTexts = async () => (await getSiteChrome()).settings.texts

export type SiteTexts = Awaited<ReturnType<typeof getSiteTexts>>

const clientKeys = [
  'carouselName',
  'previousSlide',
  'nextSlide',
  'goToSlide',
  'closeToast',
  'errorTitle',
  'errorText',
  'errorCode',
  'errorRetry',
] as const

/** The few texts client components print themselves (carousels, toasts, the error page), handed down once by the layout. */
export type ClientTexts = Pick<SiteTexts, (typeof clientKeys)[number]>

export const clientTexts = (texts: SiteTexts): ClientTexts => pick(texts, clientKeys)

/** Where staff name each party type for visitors (Textos do formulário → Tipos de festa), by the id the database checks (lib/quotes/party-types.ts). */
const partyTypeFields = {
  'festa-infantil': 'partyChildren',
  Corporativo: 'partyCorporate',
  'festa-adulto': 'partyAdult',
  'festa-junina': 'partyJunina',
  'outro-tipo': 'partyOther',
} as const satisfies Record<string, keyof typeof quoteFormDefaults>

/** Every word the quote form prints (Página de orçamento → Textos do formulário), its buttons, success panel and WhatsApp message. */
export type QuoteFormTexts = {
  /** The party types' names, by id. */
  partyTypes: Record<keyof typeof partyTypeFields, string>
  submit: string
  sent: {
    title: string
    text: string
    whatsapp: string
    another: string
    textNoScript: string
    whatsappNoScript: string
  }
  form: typeof quoteFormDefaults
  whatsappTemplate: string
  /** The "Como nos conheceu?" choices (Configurações do site → Pedidos de orçamento). */
  leadSources: LeadSourceChoice[]
  /** Screen-reader texts of the form (Configurações do site → Textos fixos → Acessibilidade). */
  honeypotLabel: string
  sendingStatus: string
}

/** The quote form's texts, for /orcamento and the home page. */
export const getQuoteFormTexts = cache(async (): Promise<QuoteFormTexts> => {
  const [{ form, whatsappTemplate }, { settings }] = await Promise.all([
    fetchQuery(quoteFormQuery, { tags: ['quotePage', 'siteSettings'] }),
    getSiteChrome(),
  ])
  const { texts } = settings
  const formTexts = withDefaults(quoteFormDefaults, form)
  return {
    partyTypes: Object.fromEntries(
      Object.entries(partyTypeFields).map(([id, field]) => [id, formTexts[field]]),
    ) as Record<keyof typeof partyTypeFields, string>,
    submit: texts.quoteButton,
    leadSources: leadSourceChoices(settings.leadSources),
    sent: {
      title: texts.sentTitle,
      text: texts.sentText,
      whatsapp: texts.sentWhatsapp,
      another: texts.sentAnother,
      textNoScript: texts.sentTextNoScript,
      whatsappNoScript: texts.sentWhatsappNoScript,
    },
    form: formTexts,
    whatsappTemplate: whatsappTemplate || defaultMessageTemplates.quoteWhatsapp,
    honeypotLabel: texts.honeypotLabel,
    sendingStatus: texts.sendingStatus,
  }
})

/** The admin's follow-up texts (Configurações do site → Mensagens): the WhatsApp greeting and the e-mail subject. */
export async function getFollowUpTemplates() {
  const templates = await fetchQuery(followUpTemplatesQuery, { tags: ['siteSettings'] })
  const { followUpWhatsapp, followUpEmailSubject, reviewRequestWhatsapp } = defaultMessageTemplates
  return withDefaults({ followUpWhatsapp, followUpEmailSubject, reviewRequestWhatsapp }, templates)
}

/** The menus page's short name ("Cardápios"), first in the breadcrumbs of menus and packages. */
export const getMenusShortTitle = cache(
  async () => (await fetchQuery(menusShortTitleQuery, { tags: ['menusPage'] })) || siteTextDefaults.navMenus,
)
