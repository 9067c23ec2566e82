import { describe, expect, it } from 'vitest'
import type { QuoteFormValues } from '@/lib/quotes/form-values'
import { validateAdminQuote, validateQuote } from '@/lib/quotes/schema'
import { quoteForm } from '../support/quote'

const TODAY = '2026-11-22'

// A booking closed on WhatsApp: the owner has the client's number, nothing else.
const onWhatsapp: QuoteFormValues = { ...quoteForm, date: '2026-12-20', phone: '', email: '', message: '' }

describe('"Novo orçamento" in the admin', () => {
  it.each([
    ['WhatsApp', { whatsapp: '11 987654321' }],
    ['phone', { whatsapp: '', phone: '11 34567890' }],
    ['e-mail', { whatsapp: '', email: 'cliente@exemplo.com' }],
  ])('takes a quote with only the %s and no message', (_, contact) => {
    const result = validateAdminQuote({ ...onWhatsapp, ...contact }, TODAY)
    expect(result).toMatchObject({ ok: true })
  })

  it('asks for one way to reach the client when none is given, keeping what was typed', () => {
    const values = { ...onWhatsapp, whatsapp: '' }
    expect(validateAdminQuote(values, TODAY)).toEqual({
      ok: false,
      fieldErrors: { whatsapp: 'Informe ao menos um contato: WhatsApp, telefone ou e-mail' },
    })
    expect(values.name).toBe(quoteForm.name)
  })

  it('asks for a contact beside every other error of an empty form, in one answer', () => {
    const empty = { ...onWhatsapp, whatsapp: '', neighborhood: '', guests: '', date: '' }
    expect(validateAdminQuote(empty, TODAY)).toMatchObject({
      ok: false,
      fieldErrors: {
        whatsapp: 'Informe ao menos um contato: WhatsApp, telefone ou e-mail',
        neighborhood: expect.any(String),
        guests: expect.any(String),
        date: expect.any(String),
      },
    })
  })

  it('still checks the format of a contact that is given', () => {
    expect(validateAdminQuote({ ...onWhatsapp, email: 'sem-arroba' }, TODAY)).toMatchObject({
      ok: false,
      fieldErrors: { email: 'Formato de email inválido' },
    })
    expect(validateAdminQuote({ ...onWhatsapp, phone: '1198765' }, TODAY)).toMatchObject({
      ok: false,
      fieldErrors: { phone: 'Formato de telefone inválido' },
    })
  })

  it('leaves the public form as it was: every contact and the message', () => {
    expect(validateQuote(onWhatsapp, TODAY)).toMatchObject({
      ok: false,
      fieldErrors: { phone: expect.any(String), email: expect.any(String), message: expect.any(String) },
    })
  })
})
