import { describe, expect, it } from 'vitest'
import { auditActionLabel } from '@/lib/audit/labels'
import { isCronRequest } from '@/lib/jobs/cron-auth'
import { msUntilNext } from '@/lib/jobs/scheduler'
import { validateContact } from '@/lib/personal-data/contact-schema'
import type { PersonQuote } from '@/lib/personal-data/contract'
import { kindFields, quoteExportFields, recordKindLabel } from '@/lib/personal-data/export'
import { parsePersonKey } from '@/lib/personal-data/person-key'
import { retentionLabel } from '@/lib/personal-data/retention-label'

describe('finding a person', () => {
  it.each([
    ['Maria@Exemplo.com ', { ok: true, key: 'maria@exemplo.com', kind: 'email' }],
    ['11 98765-4321', { ok: true, key: '11987654321', kind: 'telefone' }],
    ['(11) 3456-7890', { ok: true, key: '1134567890', kind: 'telefone' }],
    ['+55 11 98765-4321', { ok: true, key: '11987654321', kind: 'telefone' }],
    ['', { ok: false, message: 'Informe o e-mail ou o telefone da pessoa.' }],
    ['maria@exemplo', { ok: false, message: 'E-mail inválido. Use o formato nome@exemplo.com.' }],
    ['98765-4321', { ok: false, message: 'Informe um e-mail ou um telefone com DDD (ex.: 11 987654321).' }],
    ['Maria', { ok: false, message: 'Informe um e-mail ou um telefone com DDD (ex.: 11 987654321).' }],
  ])('%j → %j', (typed, expected) => {
    expect(parsePersonKey(typed)).toEqual(expected)
  })
})

describe('correcting a contact', () => {
  const valid = {
    name: ' Maria ',
    email: 'maria@exemplo.com',
    phone: '11987654321',
    whatsapp: '11 3456-7890',
    neighborhood: 'Moema',
  }

  it("reformats phones as the form does and trims, by the quote form's rules", () => {
    expect(validateContact(valid)).toEqual({
      ok: true,
      data: {
        name: 'Maria',
        email: 'maria@exemplo.com',
        phone: '11 987654321',
        whatsapp: '11 34567890',
        neighborhood: 'Moema',
      },
    })
  })

  it.each([
    ['name', '', 'Nome é obrigatório'],
    ['email', 'maria@', 'Formato de email inválido'],
    ['phone', '119', 'Formato de telefone inválido'],
    ['whatsapp', '', 'Formato de WhatsApp inválido'],
    ['neighborhood', 'x'.repeat(121), 'Bairro deve ter no máximo 120 caracteres'],
  ] as const)('refuses %s %j with the form message', (field, value, message) => {
    expect(validateContact({ ...valid, [field]: value })).toEqual({ ok: false, errors: { [field]: message } })
  })
})

describe('the retention period as the privacy page words it', () => {
  it.each([
    [24, true, '2 anos'],
    [12, true, '1 ano'],
    [18, true, '18 meses'],
    [24, false, '24 meses'],
  ])('%i months (in years: %s) → %s', (months, inYears, label) => {
    expect(retentionLabel(months, inYears)).toBe(label)
  })
})

describe('the daily scheduler', () => {
  it.each([
    ['2026-11-26T05:59:00Z', 3, 60_000],
    ['2026-11-26T06:00:00Z', 3, 24 * 3_600_000],
    ['2026-11-26T06:00:01Z', 3, 24 * 3_600_000 - 1000],
    // 02:30 UTC on the 27th is 23:30 on the 26th in São Paulo.
    ['2026-11-27T02:30:00Z', 3, 3.5 * 3_600_000],
  ])('from %s the next %i:00 in São Paulo is %i ms away', (now, hour, ms) => {
    expect(msUntilNext(hour, new Date(now))).toBe(ms)
  })
})

describe('the cron route guard', () => {
  const request = (authorization?: string) =>
    new Request('http://x/api/cron/retention', { headers: authorization ? { authorization } : {} })
  it.each([
    ['Bearer segredo-de-cron-comprido', 'segredo-de-cron-comprido', true],
    ['Bearer outro', 'segredo-de-cron-comprido', false],
    ['segredo-de-cron-comprido', 'segredo-de-cron-comprido', false],
    [undefined, 'segredo-de-cron-comprido', false],
    ['Bearer ', undefined, false],
    ['Bearer undefined', undefined, false],
  ])('%j with secret %j → %s', (authorization, secret, allowed) => {
    expect(isCronRequest(request(authorization), secret)).toBe(allowed)
  })
})

describe('audit labels', () => {
  it.each([
    ['sign_in', 'Entrada no painel'],
    ['anonymized', 'Anonimização'],
    ['proposal_sent', 'Proposta enviada'],
    ['codigo_novo', 'codigo_novo'],
  ])('%s → %s', (code, label) => {
    expect(auditActionLabel(code)).toBe(label)
  })
})

describe('the printable export', () => {
  const quote: PersonQuote = {
    id: 7,
    created_at: '2026-11-20T15:04:00+00:00',
    name: 'Maria',
    email: 'maria@exemplo.com',
    phone: '11 987654321',
    whatsapp: null,
    neighborhood: 'Moema',
    party_type: 'festa-infantil',
    guests: 60,
    date: '2026-12-20',
    event_time: '15:30:00',
    message: 'Festa',
    status: 'em_contato',
    notification_status: 'sent',
    notified_at: '2026-11-20T15:04:05+00:00',
    anonymized_at: null,
    address_street: 'Rua das Flores',
    client_cpf: '52998224725',
    submission_id: 'abc',
    source: { canal: 'instagram' },
  }

  it('shows every field, the known ones in words and any other by its column name', () => {
    expect(quoteExportFields(quote)).toEqual([
      ['Orçamento nº', '7'],
      ['Recebido em', '20/11/2026 12:04'],
      ['Nome', 'Maria'],
      ['CPF (dado no aceite)', '52998224725'],
      ['E-mail', 'maria@exemplo.com'],
      ['Telefone', '11 987654321'],
      ['WhatsApp', '-'],
      ['Bairro', 'Moema'],
      ['Tipo de festa', 'Festa Infantil'],
      ['Convidados', '60'],
      ['Data do evento', '20/12/2026'],
      ['Horário', '15:30'],
      ['Mensagem', 'Festa'],
      ['CEP do evento', '-'],
      ['Rua do evento', 'Rua das Flores'],
      ['Número', '-'],
      ['Complemento', '-'],
      ['Cidade', '-'],
      ['Status', 'Em contato'],
      ['Aviso por e-mail à equipe', 'sent'],
      ['Aviso enviado em', '20/11/2026 12:04'],
      ['Anonimizado em', '-'],
      ['submission_id', 'abc'],
      ['source', '{"canal":"instagram"}'],
    ])
  })
  it('lists each e-mail sent about a quote by when, what and to whom, never its text; an address an anonymization removed shows as removed', () => {
    const email = {
      id: 3,
      kind: 'copia_aceite',
      recipients: ['maria@exemplo.com'],
      sent_at: '2026-11-21T13:00:00+00:00',
      orcamento_id: 7,
      proposal_id: 2,
    }
    expect(recordKindLabel('emails')).toBe('E-mails enviados')
    expect(kindFields('emails', email)).toEqual([
      ['Enviado em', '21/11/2026 10:00'],
      ['E-mail', 'Cópia do aceite enviada ao cliente'],
      ['Para', 'maria@exemplo.com'],
      ['Orçamento nº', '7'],
    ])
    expect(kindFields('emails', { ...email, kind: 'novo_orcamento', recipients: [] })).toContainEqual([
      'Para',
      'endereço removido',
    ])
    expect(kindFields('proposals', { id: 2, status: 'accepted' })).toEqual([
      ['id', '2'],
      ['status', 'accepted'],
    ])
  })
})
