import { formatDateBR } from '../dates'
import { firstName, internationalDigits } from '../quotes/follow-up'
import { whatsappUrl } from '../whatsapp'
import type { ProposalContent } from './contract'

/** The short message that carries the link: the client's first name, the business, the validity. */
export function proposalWhatsappMessage(
  content: Pick<ProposalContent, 'client' | 'business' | 'validUntil' | 'event'>,
  link: string,
): string {
  const hello = firstName(content.client.name) ? `Olá, ${firstName(content.client.name)}!` : 'Olá!'
  const event = content.event.date ? ` para o seu evento de ${formatDateBR(content.event.date)}` : ''
  return `${hello} Aqui é do ${content.business.name}. Segue a sua proposta${event}, válida até ${formatDateBR(content.validUntil)}: ${link}`
}

/** wa.me to the client's WhatsApp (or phone) with that message; null when the quote has no usable number. */
export function proposalWhatsappUrl(
  number: string | null,
  content: Parameters<typeof proposalWhatsappMessage>[0],
  link: string,
): string | null {
  const digits = internationalDigits(number)
  return digits ? whatsappUrl(digits, proposalWhatsappMessage(content, link)) : null
}
