import { describe, expect, it } from 'vitest'
import { quoteMessage, quoteWhatsappUrl } from '@/lib/quotes/whatsapp-message'
import { newQuote } from '../support/quote'

const { submission_id: _, ...quote } = newQuote({
  neighborhood: 'Vila Mariana',
  party_type: 'festa-infantil, festa-junina',
  date: '2026-12-20',
  message: 'Festa de 6 anos da Sofia & amigos',
})

describe('the WhatsApp hand-off message', () => {
  it('lists every field and ends with the closing sentence', () => {
    expect(quoteMessage(quote)).toBe(
      [
        'Olá! Gostaria de solicitar um orçamento.',
        '',
        '*Nome:* Maria Souza',
        '*Email:* maria@exemplo.com',
        '*Telefone:* 11 987654321',
        '*WhatsApp:* 11 912345678',
        '*Bairro:* Vila Mariana',
        '*Tipo de festa:* Festa Infantil, Festa Junina',
        '*Número de convidados:* 60',
        '*Data do evento:* 20/12/2026',
        '*Horário:* 15:30',
        '*Mensagem:* Festa de 6 anos da Sofia & amigos',
        '',
        'Aguardo retorno para finalizar o orçamento!',
      ].join('\n'),
    )
  })

  it("says 'Não informado' when the guest count is missing", () => {
    expect(quoteMessage({ ...quote, guests: null })).toContain('*Número de convidados:* Não informado')
  })

  it('is URL-encoded into a wa.me link to the business number', () => {
    const url = quoteWhatsappUrl('5511912345678', quote)
    expect(url.startsWith('https://wa.me/5511912345678?text=')).toBe(true)
    expect(url).not.toMatch(/[ \n]/)
    expect(url).toContain('%26%20amigos')
    expect(decodeURIComponent(url.split('?text=')[1]!)).toBe(quoteMessage(quote))
  })
})
