import { describe, expect, it } from 'vitest'
import type { DigestContent } from '@/lib/agenda/contract'
import { digestMail } from '@/lib/agenda/digest-message'

const ADMIN = 'https://buffet.example/admin'
const BUSINESS = 'Buffet Festa em Casa'

const content: DigestContent = {
  day: '2026-11-26',
  contactsTotal: 2,
  contacts: [
    { id: 7, name: 'Maria Souza', status: 'orcamento_enviado', next_contact: '2026-11-23', date: '2026-12-20' },
    { id: 9, name: 'Ana Lima', status: 'novo', next_contact: '2026-11-26', date: null },
  ],
  unansweredTotal: 1,
  unanswered: [{ id: 11, name: 'João Dias', created_at: '2026-11-24 13:05:00+00', date: '2027-01-10' }],
  events: [{ id: 3, name: 'Carla Reis', date: '2026-11-28', time: '19:00', neighborhood: 'Pinheiros', guests: 80 }],
  holdsDue: [],
  lapsed: [],
  missingAddress: [],
}

describe('the daily digest e-mail', () => {
  const mail = digestMail(content, { adminUrl: ADMIN, businessName: BUSINESS })

  it('says in its subject what the day holds', () => {
    expect(mail.subject).toBe(
      'Resumo de 26/11/2026: 2 contatos, 1 sem resposta, 1 evento na semana | Buffet Festa em Casa',
    )
  })

  it('lists today’s contacts overdue first, with their status, the event date and the link', () => {
    expect(mail.text).toContain(
      [
        'PARA CONTATAR HOJE (2)',
        '- Maria Souza (Orçamento enviado): atrasado desde 23/11/2026 · evento em 20/12/2026',
        `  ${ADMIN}/orcamentos/7`,
        '- Ana Lima (Novo): hoje',
        `  ${ADMIN}/orcamentos/9`,
      ].join('\n'),
    )
  })

  it('lists the new quotes unanswered for more than 24 hours, with when they arrived (São Paulo time)', () => {
    expect(mail.text).toContain(
      [
        'NOVOS SEM RESPOSTA HÁ MAIS DE 24 HORAS (1)',
        '- João Dias: recebido em 24/11/2026 10:05 · evento em 10/01/2027',
        `  ${ADMIN}/orcamentos/11`,
      ].join('\n'),
    )
  })

  it('lists the won events of the next 7 days with day, time, neighbourhood and guests', () => {
    expect(mail.text).toContain(
      [
        'EVENTOS DOS PRÓXIMOS 7 DIAS (1)',
        '- Sábado, 28 de novembro às 19:00: Carla Reis · Pinheiros · 80 convidados',
        `  ${ADMIN}/orcamentos/3`,
      ].join('\n'),
    )
  })

  it('opens with the day and ends with the links to the admin and the agenda', () => {
    expect(mail.text.startsWith('Bom dia! O resumo de quinta, 26 de novembro do Buffet Festa em Casa.\n')).toBe(true)
    expect(
      mail.text.endsWith(`Painel: ${ADMIN}\nAgenda: ${ADMIN}/agenda\nSemana para imprimir: ${ADMIN}/agenda/semana\n`),
    ).toBe(true)
  })

  it('opens with today’s events and their sheets, then the follow-ups with three "Sem resposta"', () => {
    const day = digestMail(
      {
        ...content,
        todayEvents: [{ id: 5, name: 'Rita Melo', time: '13:00', neighborhood: 'Moema', guests: 40 }],
        noAnswer: [{ id: 8, name: 'Paulo Reis', tries: 3, next_contact: '2026-11-28' }],
      },
      { adminUrl: ADMIN, businessName: BUSINESS },
    )
    expect(day.text).toContain(
      [
        'EVENTOS DE HOJE (1)',
        '- 13:00: Rita Melo · Moema · 40 convidados',
        `  Ficha: ${ADMIN}/orcamentos/5/ficha`,
        '',
        'PARA CONTATAR HOJE (2)',
      ].join('\n'),
    )
    expect(day.text).toContain(
      [
        'TRÊS TENTATIVAS SEM RESPOSTA (1)',
        '- Paulo Reis: 3 tentativas sem resposta seguidas (marque Perdido: sem resposta?)',
        `  ${ADMIN}/orcamentos/8`,
      ].join('\n'),
    )
    expect(mail.text).not.toContain('EVENTOS DE HOJE')
    expect(mail.text).not.toContain('TRÊS TENTATIVAS')
  })

  it('says so when a section is empty, and counts what did not fit', () => {
    const quiet = digestMail(
      { ...content, contactsTotal: 0, contacts: [], unansweredTotal: 60, events: [] },
      { adminUrl: ADMIN, businessName: BUSINESS },
    )
    expect(quiet.subject).toBe(
      'Resumo de 26/11/2026: 0 contatos, 60 sem resposta, 0 eventos na semana | Buffet Festa em Casa',
    )
    expect(quiet.text).toContain('PARA CONTATAR HOJE (0)\n  Nenhum contato para hoje.')
    expect(quiet.text).toContain('  ... e mais 59 no painel.')
    expect(quiet.text).toContain('EVENTOS DOS PRÓXIMOS 7 DIAS (0)\n  Nenhum evento fechado.')
  })

  it('lists the holds whose deposit is due today or tomorrow, those that lapsed, and the week’s events without an address', () => {
    const busy = digestMail(
      {
        ...content,
        holdsDue: [
          { id: 21, name: 'Paula Dias', date: '2027-02-13', until: '2026-11-26' },
          { id: 22, name: 'Rui Lopes', date: '2027-03-20', until: '2026-11-27' },
        ],
        lapsed: [{ id: 23, name: 'Sara Melo', date: '2027-01-09' }],
        missingAddress: [{ id: 3, name: 'Carla Reis', date: '2026-11-28' }],
      },
      { adminUrl: ADMIN, businessName: BUSINESS },
    )
    expect(busy.text).toContain(
      [
        'PRÉ-RESERVAS COM PRAZO DO SINAL HOJE OU AMANHÃ (2)',
        '- Paula Dias: evento em 13/02/2027, sinal até 26/11/2026 (hoje)',
        `  ${ADMIN}/orcamentos/21`,
        '- Rui Lopes: evento em 20/03/2027, sinal até 27/11/2026 (amanhã)',
        `  ${ADMIN}/orcamentos/22`,
      ].join('\n'),
    )
    expect(busy.text).toContain(
      [
        'PRÉ-RESERVAS QUE VENCERAM SEM O SINAL (1)',
        '- Sara Melo: evento em 09/01/2027; a data foi liberada e o orçamento voltou para Em contato',
        `  ${ADMIN}/orcamentos/23`,
      ].join('\n'),
    )
    expect(busy.text).toContain(
      [
        'EVENTOS DA SEMANA SEM ENDEREÇO (complete no orçamento) (1)',
        '- Sábado, 28 de novembro: Carla Reis',
        `  ${ADMIN}/orcamentos/3`,
      ].join('\n'),
    )
    // Nothing to say, no section: the morning e-mail stays short.
    expect(mail.text).not.toMatch(/PRÉ-RESERVAS|SEM ENDEREÇO/)
  })

  it('lists the holds past their deadline with part of the deposit paid, which keep their day until the owner decides', () => {
    const busy = digestMail(
      { ...content, toDecide: [{ id: 24, name: 'Lia Ramos', date: '2027-04-10', until: '2026-11-25' }] },
      { adminUrl: ADMIN, businessName: BUSINESS },
    )
    expect(busy.text).toContain(
      [
        'SINAL PARCIAL: DECIDIR (1)',
        '- Lia Ramos: evento em 10/04/2027, prazo venceu em 25/11/2026 com parte do sinal paga; a data segue reservada até você prorrogar ou liberar com a devolução',
        `  ${ADMIN}/orcamentos/24`,
      ].join('\n'),
    )
    expect(mail.text).not.toContain('SINAL PARCIAL')
  })

  it('names a quote without a name by its number', () => {
    const unnamed = digestMail(
      { ...content, contacts: [{ ...content.contacts[1]!, name: null }] },
      { adminUrl: ADMIN, businessName: BUSINESS },
    )
    expect(unnamed.text).toContain('- Orçamento #9 (Novo): hoje')
  })
})
