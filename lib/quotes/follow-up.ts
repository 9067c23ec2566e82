import { whatsappUrl } from '../whatsapp'
import { formatDateBR } from '../dates'
import { defaultMessageTemplates, fillTemplate, type MessageTemplates } from '../content/message-templates'

/** The follow-up texts staff edit in the Studio (Configurações do site → Mensagens). */
export type FollowUpTemplates = Pick<
  MessageTemplates,
  'followUpWhatsapp' | 'followUpEmailSubject' | 'reviewRequestWhatsapp'
>

/** What a follow-up needs of a quote. */
export type FollowUpQuote = {
  name: string | null
  email: string | null
  phone: string | null
  whatsapp: string | null
  date: string | null
}

/** The first word of a name, as a greeting says it; empty without one. */
export const firstName = (name: string | null) => name?.trim().split(/\s+/)[0] ?? ''

const templateValues = (quote: FollowUpQuote, businessName: string) => ({
  nome: firstName(quote.name),
  data: quote.date ? formatDateBR(quote.date) : null,
  buffet: businessName,
})

/** "Olá, Maria! ..." naming the client and the event date, signed by the business. */
export function followUpGreeting(
  quote: FollowUpQuote,
  businessName: string,
  template = defaultMessageTemplates.followUpWhatsapp,
): string {
  return fillTemplate(template, templateValues(quote, businessName))
}

/** A Brazilian number ("11 912345678") in international digits ("5511912345678"); null when it has too few digits. */
export function internationalDigits(phone: string | null): string | null {
  const digits = phone?.replace(/\D/g, '') ?? ''
  if (digits.length === 10 || digits.length === 11) return `55${digits}`
  if (digits.startsWith('55') && (digits.length === 12 || digits.length === 13)) return digits
  return null
}

export type FollowUpLinks = { whatsapp: string | null; email: string | null; phone: string | null }

/** The three ways to answer a quote: WhatsApp with the greeting, an e-mail with a subject, a call. */
export function followUpLinks(
  quote: FollowUpQuote,
  businessName: string,
  templates: FollowUpTemplates = defaultMessageTemplates,
): FollowUpLinks {
  const whatsapp = internationalDigits(quote.whatsapp ?? quote.phone)
  const phone = internationalDigits(quote.phone ?? quote.whatsapp)
  const subject = fillTemplate(templates.followUpEmailSubject, templateValues(quote, businessName))
  return {
    whatsapp: whatsapp
      ? whatsappUrl(whatsapp, followUpGreeting(quote, businessName, templates.followUpWhatsapp))
      : null,
    email: quote.email?.includes('@')
      ? `mailto:${encodeURIComponent(quote.email.trim()).replace('%40', '@')}?subject=${encodeURIComponent(subject)}`
      : null,
    phone: phone ? `tel:+${phone}` : null,
  }
}
