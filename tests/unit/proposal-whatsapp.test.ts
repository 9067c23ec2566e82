import { describe, expect, it } from 'vitest'
import { proposalWhatsappMessage, proposalWhatsappUrl } from '@/lib/proposals/whatsapp'

const content = {
  client: { name: '  Maria  Souza ' },
  business: {
    name: 'Buffet Festa em Casa',
    phone: '11 91234-5678',
    whatsapp: '5511912345678',
    email: 'contato@buffetfestaemcasa.com.br',
  },
  validUntil: '2026-12-10',
  event: { date: '2099-12-20', time: '15:30', guests: 60, partyTypes: 'Festa Infantil', neighborhood: 'Moema' },
}
const link = 'https://buffet.example/proposta/AbCdEfGhIjKlMnOpQrStUv'

describe('the proposal WhatsApp message', () => {
  it('names the client, the business, the event date and the validity, and ends with the link', () => {
    expect(proposalWhatsappMessage(content, link)).toBe(
      `Olá, Maria! Aqui é do Buffet Festa em Casa. Segue a sua proposta para o seu evento de 20/12/2099, válida até 10/12/2026: ${link}`,
    )
  })

  it('without a name or an event date it still reads well', () => {
    expect(
      proposalWhatsappMessage({ ...content, client: { name: '' }, event: { ...content.event, date: null } }, link),
    ).toBe(`Olá! Aqui é do Buffet Festa em Casa. Segue a sua proposta, válida até 10/12/2026: ${link}`)
  })

  it.each([
    ['11 912345678', '5511912345678'],
    ['(11) 91234-5678', '5511912345678'],
    ['5511912345678', '5511912345678'],
  ])('wa.me to the client number %s with the message URL-encoded', (number, digits) => {
    const url = new URL(proposalWhatsappUrl(number, content, link)!)
    expect(url.origin + url.pathname).toBe(`https://wa.me/${digits}`)
    expect(url.searchParams.get('text')).toBe(proposalWhatsappMessage(content, link))
  })

  it.each([null, '', '1234'])('no link for an unusable number (%j)', (number) => {
    expect(proposalWhatsappUrl(number, content, link)).toBeNull()
  })
})
