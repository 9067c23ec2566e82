import { formatDateBR } from '../dates'
import { formatBRL } from '../money'
import { fillTemplate } from '../content/message-templates'
import { whatsappUrl } from '../whatsapp'
import { firstName, internationalDigits } from '../quotes/follow-up'
import { addDays } from '../dates/calendar'

// The WhatsApp text of each situation of a client's journey, written by the owner in the admin
// (Configurações → Mensagens de WhatsApp): each with the {marcadores} it accepts and the product's
// wording, used until she saves her own. Pure: the settings page checks the markers with it, the
// contact list and the quote page fill it.

const client = { nome: 'o primeiro nome do cliente', data: 'a data da festa (20/12/2026)', buffet: 'o nome do buffet' }

export const whatsappSituations = {
  first_contact: {
    label: 'Primeiro contato',
    when: 'um pedido novo ou em contato, ainda sem proposta',
    placeholders: client,
    value:
      'Olá, {nome}! Aqui é do {buffet}. Recebemos o seu pedido de orçamento para o seu evento de {data} e queremos conversar sobre os detalhes. Podemos falar agora?',
  },
  proposal_follow_up: {
    label: 'Retorno depois da proposta',
    when: 'a proposta foi enviada e o cliente ainda não respondeu',
    placeholders: client,
    value:
      'Olá, {nome}! Aqui é do {buffet}. Conseguiu ver a proposta que enviamos para a sua festa de {data}? Se quiser ajustar algum item, é só falar.',
  },
  proposal_expiring: {
    label: 'Proposta perto de vencer',
    when: 'a proposta enviada vence hoje ou nos próximos 2 dias',
    placeholders: { ...client, validade: 'o último dia da proposta (20/12/2026)' },
    value:
      'Olá, {nome}! Aqui é do {buffet}. A proposta para a sua festa de {data} vale até {validade}. Para garantir a data, é só aceitar pelo link da proposta.',
  },
  payment_due: {
    label: 'Sinal ou parcela a vencer',
    when: 'a proposta foi aceita e falta pagar o sinal (ou uma parcela)',
    placeholders: { ...client, valor: 'o valor a pagar (R$ 1.500,00)', vencimento: 'o dia do vencimento (20/12/2026)' },
    value:
      'Olá, {nome}! Aqui é do {buffet}. Passando para lembrar do pagamento de {valor} da sua festa de {data}, que vence em {vencimento}. O Pix está no link da proposta.',
  },
  day_before: {
    label: 'Véspera da festa',
    when: 'o dia antes de um evento confirmado',
    placeholders: { ...client, horario: 'o horário da festa (19:00)', endereco: 'o endereço da festa' },
    value:
      'Olá, {nome}! Aqui é do {buffet}. Amanhã é o dia da sua festa! Nossa equipe chega antes do horário de {horario}, no endereço {endereco}. Está tudo certo por aí?',
  },
  review_request: {
    label: 'Pedido de avaliação',
    when: 'o dia seguinte a um evento confirmado',
    placeholders: { ...client, link: 'o link de avaliação no Google' },
    value:
      'Olá, {nome}! Aqui é do {buffet}. Obrigado por nos receber na sua festa de {data}! Se puder, conte como foi numa avaliação no Google, leva um minuto: {link}',
  },
} as const

export type WhatsappSituation = keyof typeof whatsappSituations
export type WhatsappTexts = Record<WhatsappSituation, string>

export const situationNames = Object.keys(whatsappSituations) as WhatsappSituation[]

/** The texts in use: the owner's, else `fallbacks` (the Studio's older fields), else the product's. */
export function whatsappTexts(
  saved: Partial<Record<string, string>>,
  fallbacks: Partial<WhatsappTexts> = {},
): WhatsappTexts {
  return Object.fromEntries(
    situationNames.map((name) => [
      name,
      saved[name]?.trim() || fallbacks[name]?.trim() || whatsappSituations[name].value,
    ]),
  ) as WhatsappTexts
}

const MARKER = /\{([^{}]*)\}/g

/** The markers a text uses that its situation does not accept, each once, in order. */
export function unknownMarkers(text: string, name: WhatsappSituation): string[] {
  const allowed: Record<string, string> = whatsappSituations[name].placeholders
  return [...new Set([...text.matchAll(MARKER)].map((match) => match[1]!))].filter(
    (marker) => !Object.hasOwn(allowed, marker),
  )
}

/** A brace left open or closed alone ("{nome"): the owner meant a marker and mistyped it. */
export const hasLoneBrace = (text: string) => /[{}]/.test(text.replace(MARKER, ''))

/** What a message may say of a quote; each missing detail leaves its marker out (fillTemplate). */
export type MessageQuote = {
  name: string | null
  phone: string | null
  whatsapp: string | null
  date: string | null
  event_time?: string | null
  address?: string | null
}

/** What only some situations need: the proposal's last day, the amount due and its day, the review link. */
export type MessageExtras = {
  validUntil?: string | null
  amountCents?: number | null
  dueOn?: string | null
  reviewUrl?: string | null
}

/** The text of `name` filled for this quote. */
export function situationMessage(
  name: WhatsappSituation,
  texts: WhatsappTexts,
  quote: MessageQuote,
  businessName: string,
  extras: MessageExtras = {},
): string {
  return fillTemplate(texts[name], {
    nome: firstName(quote.name),
    data: quote.date ? formatDateBR(quote.date) : null,
    buffet: businessName,
    validade: extras.validUntil ? formatDateBR(extras.validUntil) : null,
    valor: extras.amountCents != null ? formatBRL(extras.amountCents) : null,
    vencimento: extras.dueOn ? formatDateBR(extras.dueOn) : null,
    horario: quote.event_time ? quote.event_time.slice(0, 5) : null,
    endereco: quote.address ?? null,
    link: extras.reviewUrl ?? null,
  })
}

/** The wa.me link to the client with the text of `name`; null without a usable number. */
export function situationWhatsappUrl(
  name: WhatsappSituation,
  texts: WhatsappTexts,
  quote: MessageQuote,
  businessName: string,
  extras: MessageExtras = {},
): string | null {
  const number = internationalDigits(quote.whatsapp ?? quote.phone)
  return number ? whatsappUrl(number, situationMessage(name, texts, quote, businessName, extras)) : null
}

/** Where a quote stands, as the contact list reads it (public.admin_contact_situations). */
export type ContactSituation = {
  id: number
  noAnswer: number
  reviewRequestedAt: string | null
  reviewReceivedAt: string | null
  proposal: {
    status: 'draft' | 'sent' | 'accepted' | 'refused'
    versionStatus: string
    validUntil: string
    depositCents: number
    paidCents: number
  } | null
  booking: { kind: 'hold' | 'confirmed'; day: string; until: string | null } | null
}

/**
 * Which message fits the quote today, with what it needs: after the party the review; the day
 * before, the eve; a deposit still open after the acceptance, its reminder (the amount left and the
 * hold's deadline); a sent proposal, the follow-up or, in its last 2 days, the expiry; else the
 * first contact.
 */
export function situationFor(
  quote: { status: string; date: string | null },
  situation: ContactSituation | undefined,
  today: string,
): { name: WhatsappSituation; extras: MessageExtras } {
  const proposal = situation?.proposal ?? null
  if (quote.status === 'fechado' && quote.date && quote.date < today) return { name: 'review_request', extras: {} }
  if (quote.status === 'fechado' && quote.date === addDays(today, 1)) return { name: 'day_before', extras: {} }
  if (proposal?.status === 'accepted' && proposal.paidCents < proposal.depositCents) {
    const dueOn = situation?.booking?.kind === 'hold' ? situation.booking.until : null
    return { name: 'payment_due', extras: { amountCents: proposal.depositCents - proposal.paidCents, dueOn } }
  }
  if (proposal?.status === 'sent' && proposal.versionStatus === 'open' && proposal.validUntil >= today) {
    if (proposal.validUntil <= addDays(today, 2))
      return { name: 'proposal_expiring', extras: { validUntil: proposal.validUntil } }
    return { name: 'proposal_follow_up', extras: {} }
  }
  if (quote.status === 'orcamento_enviado') return { name: 'proposal_follow_up', extras: {} }
  return { name: 'first_contact', extras: {} }
}

/** Three unanswered tries in a row: the card offers "Perdido: sem resposta". */
export const NO_ANSWER_SUGGESTS_LOST = 3
