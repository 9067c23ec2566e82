import { describe, expect, it } from 'vitest'
import { followUpGreeting, followUpLinks, type FollowUpQuote } from '@/lib/quotes/follow-up'

const quote: FollowUpQuote = {
  name: 'Maria Souza',
  email: 'maria@exemplo.com',
  phone: '11 34567890',
  whatsapp: '11 912345678',
  date: '2026-12-20',
}
const BUSINESS = 'Buffet Festa em Casa'

describe('follow-up greeting on WhatsApp', () => {
  it.each([
    [
      quote,
      'Olá, Maria! Aqui é do Buffet Festa em Casa. Recebemos o seu pedido de orçamento para o seu evento de 20/12/2026 e queremos conversar sobre os detalhes. Podemos falar agora?',
    ],
    [{ ...quote, name: '  Ana   Lima ' }, expect.stringMatching(/^Olá, Ana! /)],
    [{ ...quote, name: null }, expect.stringMatching(/^Olá! Aqui é do /)],
    [{ ...quote, date: null }, expect.stringContaining('orçamento para o seu evento e queremos')],
  ])('for %j reads %s', (input, text) => {
    expect(followUpGreeting(input, BUSINESS)).toEqual(text)
  })

  it('opens a chat with the client (not the business) with the greeting', () => {
    const url = new URL(followUpLinks(quote, BUSINESS).whatsapp!)
    expect(url.origin + url.pathname).toBe('https://wa.me/5511912345678')
    expect(url.searchParams.get('text')).toBe(followUpGreeting(quote, BUSINESS))
  })
})

describe('follow-up links', () => {
  it.each([
    ['the WhatsApp number', quote, 'https://wa.me/5511912345678?'],
    ['the phone when there is no WhatsApp (old rows)', { ...quote, whatsapp: null }, 'https://wa.me/551134567890?'],
    ['nothing without a usable number', { ...quote, whatsapp: '123', phone: null }, null],
  ])('WhatsApp uses %s', (_, input, prefix) => {
    const url = followUpLinks(input, BUSINESS).whatsapp
    expect(prefix === null ? url : url?.slice(0, prefix.length)).toBe(prefix)
  })

  it.each([
    [quote, 'tel:+551134567890'],
    [{ ...quote, phone: null }, 'tel:+5511912345678'],
    [{ ...quote, phone: '+55 (11) 3456-7890' }, 'tel:+551134567890'],
    [{ ...quote, phone: null, whatsapp: null }, null],
  ])('%j calls %s', (input, tel) => {
    expect(followUpLinks(input, BUSINESS).phone).toBe(tel)
  })

  it.each([
    [
      quote,
      'mailto:maria@exemplo.com?subject=Seu%20or%C3%A7amento%20para%2020%2F12%2F2026%20%7C%20Buffet%20Festa%20em%20Casa',
    ],
    [
      { ...quote, email: 'a+b@x.com?cc=z@y.com' },
      expect.stringMatching(/^mailto:a%2Bb@x\.com%3Fcc%3Dz%40y\.com\?subject=/),
    ],
    [{ ...quote, email: null }, null],
  ])('%j writes %s', (input, mailto) => {
    expect(followUpLinks(input, BUSINESS).email).toEqual(mailto)
  })
})
