import { describe, expect, it } from 'vitest'
import { followUpLinks } from '@/lib/quotes/follow-up'
import { defaultMessageTemplates, fillTemplate, unknownPlaceholders } from '@/lib/content/message-templates'
import { quoteMessage } from '@/lib/quotes/whatsapp-message'

describe('message templates', () => {
  it.each([
    ['Olá, {nome}!', { nome: 'Ana' }, 'Olá, Ana!'],
    ['Olá, {nome}!', { nome: '' }, 'Olá!'],
    ['Olá, {nome}! Tudo bem?', { nome: null }, 'Olá! Tudo bem?'],
    ['evento de {data} e mais', { data: null }, 'evento e mais'],
    ['Seu orçamento para {data} | {buffet}', { data: null, buffet: 'Buffet' }, 'Seu orçamento | Buffet'],
    ['{convidados} pessoas', { convidados: 50 }, '50 pessoas'],
    ['Sem {marcador} conhecido', {}, 'Sem {marcador} conhecido'],
    ['Texto do cliente: {mensagem}', { mensagem: 'Oi,! \u0000 tudo' }, 'Texto do cliente: Oi,!  tudo'],
  ])('%s with %j → %s', (template, values, expected) => {
    expect(fillTemplate(template, values)).toBe(expected)
  })

  it.each([
    ['Olá, {nome}! {buffet}', 'followUpWhatsapp', []],
    ['Olá, {cliente}! Dia {data} {dia} {dia}', 'followUpWhatsapp', ['cliente', 'dia']],
    ['{bairro} {tipo_de_festa} {horario}', 'quoteWhatsapp', []],
    ['{buffet}', 'quoteWhatsapp', ['buffet']],
    ['Assunto {}', 'followUpEmailSubject', ['']],
  ] as const)('%s in %s: unknown markers %j', (template, name, unknown) => {
    expect(unknownPlaceholders(template, name)).toEqual(unknown)
  })

  const quote = {
    name: 'Maria Souza',
    email: 'maria@exemplo.com',
    phone: '11 987654321',
    whatsapp: '11 912345678',
    neighborhood: 'Pinheiros',
    party_type: 'festa-infantil',
    guests: 40,
    date: '2026-12-20',
    event_time: '15:00',
    message: 'Tema de circo',
  }

  it('the quote message follows the template staff wrote', () => {
    expect(quoteMessage(quote, 'Pedido de {nome} ({tipo_de_festa}, {convidados} convidados) para {data}')).toBe(
      'Pedido de Maria Souza (Festa Infantil, 40 convidados) para 20/12/2026',
    )
  })

  it("today's wording is the one the site always wrote", () => {
    expect(quoteMessage(quote, defaultMessageTemplates.quoteWhatsapp)).toBe(quoteMessage(quote))
  })

  it('the follow-up links use the templates staff wrote', () => {
    const links = followUpLinks({ ...quote, name: 'Maria Souza' }, 'Buffet X', {
      followUpWhatsapp: 'Oi {nome}, do {buffet}',
      followUpEmailSubject: 'Festa de {data}',
      reviewRequestWhatsapp: '',
    })
    expect(new URL(links.whatsapp!).searchParams.get('text')).toBe('Oi Maria, do Buffet X')
    expect(links.email).toContain(`subject=${encodeURIComponent('Festa de 20/12/2026')}`)
  })
})
