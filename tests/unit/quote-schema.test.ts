import { describe, expect, it } from 'vitest'
import { orderedErrors, type QuoteFormValues } from '@/lib/quotes/form-values'
import { validateQuote } from '@/lib/quotes/schema'
import { everyRequiredMessage, quoteForm } from '../support/quote'

const TODAY = '2026-11-22'

// The fixture's visitor, on a date a month after TODAY, with a landline as WhatsApp.
const valid: QuoteFormValues = { ...quoteForm, whatsapp: '11 34567890', date: '2026-12-20' }

const errorFor = (change: Partial<QuoteFormValues>) => {
  const result = validateQuote({ ...valid, ...change }, TODAY)
  return result.ok ? undefined : result.fieldErrors
}

describe('quote validation (docs/produto.md, Pedido de orçamento)', () => {
  it('accepts a complete request', () => {
    expect(validateQuote(valid, TODAY)).toMatchObject({ ok: true })
  })

  // "Como nos conheceu?" is optional and never an error: a value that is not a choice's slug is no answer.
  it.each([
    ['instagram', 'instagram'],
    ['indicacao-de-amigo', 'indicacao-de-amigo'],
    ['', undefined],
    ['Instagram', undefined],
    ["x'; drop table", undefined],
    ['a'.repeat(41), undefined],
  ])('stores the lead source %j as %j', (lead_source, stored) => {
    const result = validateQuote({ ...valid, lead_source }, TODAY)
    expect(result.ok && result.data.lead_source).toBe(stored)
  })

  it('accepts a request without a lead source at all (a form from before the field)', () => {
    const { lead_source: _, ...older } = valid
    const result = validateQuote(older, TODAY)
    expect(result.ok).toBe(true)
    expect(result.ok && result.data.lead_source).toBeUndefined()
  })

  it.each<[keyof QuoteFormValues, QuoteFormValues[keyof QuoteFormValues], string]>([
    ['name', '', 'Nome é obrigatório'],
    ['name', '    ', 'Nome é obrigatório'],
    ['name', 'a'.repeat(121), 'Nome deve ter no máximo 120 caracteres'],
    ['phone', '', 'Formato de telefone inválido'],
    ['phone', '11987654321', 'Formato de telefone inválido'],
    ['phone', '11 9876543', 'Formato de telefone inválido'],
    ['phone', '11 9876543210', 'Formato de telefone inválido'],
    ['phone', '1 987654321', 'Formato de telefone inválido'],
    ['whatsapp', '', 'Formato de WhatsApp inválido'],
    ['whatsapp', '(11) 98765-4321', 'Formato de WhatsApp inválido'],
    ['email', '', 'Formato de email inválido'],
    ['email', 'maria@exemplo', 'Formato de email inválido'],
    ['email', 'maria@exemplo.c', 'Formato de email inválido'],
    ['email', 'maria exemplo.com', 'Formato de email inválido'],
    ['email', `${'a'.repeat(250)}@b.com`, 'Formato de email inválido'],
    ['neighborhood', '', 'Bairro é obrigatório'],
    ['neighborhood', 'b'.repeat(121), 'Bairro deve ter no máximo 120 caracteres'],
    ['party_type', [], 'Selecione pelo menos um tipo de festa'],
    ['party_type', ['aniversario'], 'Tipo de festa inválido'],
    ['guests', '', 'Quantidade de convidados é obrigatória'],
    ['guests', '0', 'Informe um número de convidados válido'],
    ['guests', '5001', 'Informe um número de convidados válido'],
    ['guests', '12.5', 'Informe um número de convidados válido'],
    ['guests', 'cinquenta', 'Informe um número de convidados válido'],
    ['guests', '-3', 'Informe um número de convidados válido'],
    ['date', '', 'Data do evento é obrigatória'],
    ['date', '20/12/2026', 'Informe uma data válida'],
    ['date', '2026-11-21', 'A data do evento não pode estar no passado'],
    ['event_time', '', 'Horário do evento é obrigatório'],
    ['event_time', '24:00', 'Informe um horário válido'],
    ['message', '', 'Mensagem é obrigatória'],
    ['message', '   ', 'Mensagem é obrigatória'],
    ['message', 'm'.repeat(2001), 'Mensagem deve ter no máximo 2000 caracteres'],
  ])('%s = %j gives "%s"', (field, value, message) => {
    expect(errorFor({ [field]: value })?.[field]).toBe(message)
  })

  it.each([
    ['guests', '1'],
    ['guests', '5000'],
    ['date', TODAY],
    ['phone', '11 34567890'],
    ['email', 'joao.silva+festa@empresa.com.br'],
    ['event_time', '00:00'],
  ])('accepts %s = %s', (field, value) => {
    expect(errorFor({ [field]: value })).toBeUndefined()
  })

  it('collects every error at once, in the order of the form', () => {
    const result = validateQuote({}, TODAY)
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(orderedErrors(result.fieldErrors).map(({ message }) => message)).toEqual(everyRequiredMessage)
  })

  it('joins the selected party types with ", " in the order of the options and converts guests', () => {
    const result = validateQuote(
      { ...valid, party_type: ['outro-tipo', 'festa-infantil', 'Corporativo'], guests: ' 80 ', name: '  Ana  ' },
      TODAY,
    )
    expect(result).toEqual({
      ok: true,
      data: expect.objectContaining({ party_type: 'festa-infantil, Corporativo, outro-tipo', guests: 80, name: 'Ana' }),
    })
  })
})
