import { describe, expect, it } from 'vitest'
import {
  hasLoneBrace,
  situationFor,
  situationMessage,
  situationNames,
  situationWhatsappUrl,
  unknownMarkers,
  whatsappSituations,
  whatsappTexts,
  type ContactSituation,
} from '@/lib/contacts/whatsapp-templates'

const BUSINESS = 'Buffet Festa em Casa'
const quote = {
  name: 'Maria Souza',
  phone: '11 34567890',
  whatsapp: '11 912345678',
  date: '2026-12-20',
  event_time: '19:00:00',
  address: 'Rua das Flores, 120, São Paulo',
}
const texts = whatsappTexts({})
const TODAY = '2026-12-10'

const situation = (over: Partial<ContactSituation> = {}): ContactSituation => ({
  id: 1,
  noAnswer: 0,
  reviewRequestedAt: null,
  reviewReceivedAt: null,
  proposal: null,
  booking: null,
  ...over,
})
const proposal = (over: Partial<NonNullable<ContactSituation['proposal']>> = {}) => ({
  status: 'sent' as const,
  versionStatus: 'open',
  validUntil: '2026-12-30',
  depositCents: 150000,
  paidCents: 0,
  ...over,
})

describe('the message of each situation', () => {
  it.each([
    [
      'first_contact',
      {},
      'Olá, Maria! Aqui é do Buffet Festa em Casa. Recebemos o seu pedido de orçamento para o seu evento de 20/12/2026 e queremos conversar sobre os detalhes. Podemos falar agora?',
    ],
    [
      'proposal_follow_up',
      {},
      'Olá, Maria! Aqui é do Buffet Festa em Casa. Conseguiu ver a proposta que enviamos para a sua festa de 20/12/2026? Se quiser ajustar algum item, é só falar.',
    ],
    [
      'proposal_expiring',
      { validUntil: '2026-12-11' },
      'Olá, Maria! Aqui é do Buffet Festa em Casa. A proposta para a sua festa de 20/12/2026 vale até 11/12/2026. Para garantir a data, é só aceitar pelo link da proposta.',
    ],
    [
      'payment_due',
      { amountCents: 150050, dueOn: '2026-12-13' },
      'Olá, Maria! Aqui é do Buffet Festa em Casa. Passando para lembrar do pagamento de R$\u00a01.500,50 da sua festa de 20/12/2026, que vence em 13/12/2026. O Pix está no link da proposta.',
    ],
    [
      'day_before',
      {},
      'Olá, Maria! Aqui é do Buffet Festa em Casa. Amanhã é o dia da sua festa! Nossa equipe chega antes do horário de 19:00, no endereço Rua das Flores, 120, São Paulo. Está tudo certo por aí?',
    ],
    [
      'review_request',
      { reviewUrl: 'https://g.page/r/buffet/review' },
      'Olá, Maria! Aqui é do Buffet Festa em Casa. Obrigado por nos receber na sua festa de 20/12/2026! Se puder, conte como foi numa avaliação no Google, leva um minuto: https://g.page/r/buffet/review',
    ],
  ] as const)('%s reads as written', (name, extras, text) => {
    expect(situationMessage(name, texts, quote, BUSINESS, extras)).toBe(text)
  })

  it('opens a chat with the client, the text filled in', () => {
    const url = new URL(
      situationWhatsappUrl('review_request', texts, quote, BUSINESS, { reviewUrl: 'https://g.page/r/buffet/review' })!,
    )
    expect(url.origin + url.pathname).toBe('https://wa.me/5511912345678')
    expect(url.searchParams.get('text')).toContain('https://g.page/r/buffet/review')
    expect(
      situationWhatsappUrl('first_contact', texts, { ...quote, whatsapp: null, phone: '123' }, BUSINESS),
    ).toBeNull()
  })

  it("uses the owner's text, else the Studio's older one, else the product's", () => {
    const chosen = whatsappTexts(
      { first_contact: 'Oi {nome}!' },
      { first_contact: 'do Studio', review_request: 'Avalie: {link}' },
    )
    expect(chosen.first_contact).toBe('Oi {nome}!')
    expect(chosen.review_request).toBe('Avalie: {link}')
    expect(chosen.day_before).toBe(whatsappSituations.day_before.value)
  })

  it('every default uses only the markers its situation accepts', () => {
    for (const name of situationNames) {
      expect(unknownMarkers(whatsappSituations[name].value, name)).toEqual([])
      expect(hasLoneBrace(whatsappSituations[name].value)).toBe(false)
    }
  })

  it.each([
    ['Oi {nome}, pague {valor}', 'first_contact', ['valor']],
    ['Oi {nome}, pague {valor} até {vencimento}', 'payment_due', []],
    ['Avalie: {link} {Nome}', 'review_request', ['Nome']],
    ['{link}', 'proposal_expiring', ['link']],
  ] as const)('%j in %s has the unknown markers %j', (text, name, unknown) => {
    expect(unknownMarkers(text, name)).toEqual(unknown)
  })

  it.each([
    ['Oi {nome', true],
    ['Oi nome}', true],
    ['Oi {nome}', false],
  ])('%j has a lone brace: %s', (text, lone) => {
    expect(hasLoneBrace(text)).toBe(lone)
  })
})

describe('which message fits a quote today', () => {
  it.each([
    ['a new quote', { status: 'novo', date: '2026-12-20' }, undefined, 'first_contact', {}],
    [
      'a sent proposal',
      { status: 'orcamento_enviado', date: '2026-12-20' },
      situation({ proposal: proposal() }),
      'proposal_follow_up',
      {},
    ],
    [
      'a proposal in its last 2 days',
      { status: 'orcamento_enviado', date: '2026-12-20' },
      situation({ proposal: proposal({ validUntil: '2026-12-12' }) }),
      'proposal_expiring',
      { validUntil: '2026-12-12' },
    ],
    [
      'an expired proposal',
      { status: 'orcamento_enviado', date: '2026-12-20' },
      situation({ proposal: proposal({ validUntil: '2026-12-09' }) }),
      'proposal_follow_up',
      {},
    ],
    [
      'an accepted proposal with the deposit partly paid, held until a day',
      { status: 'orcamento_enviado', date: '2026-12-20' },
      situation({
        proposal: proposal({ status: 'accepted', versionStatus: 'accepted', paidCents: 50000 }),
        booking: { kind: 'hold', day: '2026-12-20', until: '2026-12-13' },
      }),
      'payment_due',
      { amountCents: 100000, dueOn: '2026-12-13' },
    ],
    [
      'an accepted proposal with the deposit paid',
      { status: 'fechado', date: '2026-12-20' },
      situation({ proposal: proposal({ status: 'accepted', paidCents: 150000 }) }),
      'first_contact',
      {},
    ],
    ['the day before a won party', { status: 'fechado', date: '2026-12-11' }, undefined, 'day_before', {}],
    ['the day after a won party', { status: 'fechado', date: '2026-12-09' }, undefined, 'review_request', {}],
  ] as const)('%s: %s', (_, input, found, name, extras) => {
    expect(situationFor(input, found, TODAY)).toEqual({ name, extras })
  })
})
