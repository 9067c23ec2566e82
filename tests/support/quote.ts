import type { QuoteFormValues } from '@/lib/quotes/form-values'
import type { IntakeLimits, NewQuote, QuoteRow } from '@/lib/quotes/contract'

/** The one client every quote test uses, as the visitor types it into the form. */
export const quoteForm: QuoteFormValues = {
  name: 'Maria Souza',
  phone: '11 987654321',
  whatsapp: '11 912345678',
  email: 'maria@exemplo.com',
  neighborhood: 'Moema',
  party_type: ['festa-infantil'],
  guests: '60',
  date: '2099-12-20',
  event_time: '15:30',
  message: 'Festa de 6 anos',
  lead_source: '',
}

/** The same request as the form's schema hands it to a quote store (a fresh submission id each time). */
export const newQuote = (overrides: Partial<NewQuote> = {}): NewQuote => ({
  ...quoteForm,
  lead_source: undefined,
  party_type: quoteForm.party_type.join(', '),
  guests: Number(quoteForm.guests),
  submission_id: crypto.randomUUID(),
  ...overrides,
})

/** The same request as a store lists it back to the administrator. */
export const quoteRow = (overrides: Partial<QuoteRow> = {}): QuoteRow => {
  const { submission_id: _, lead_source, ...stored } = newQuote()
  return {
    id: 1,
    created_at: '2026-11-22 18:05:09.123+00',
    ...stored,
    status: 'novo',
    last_note: null,
    next_contact: null,
    lost_reason: null,
    lost_reason_detail: null,
    lead_source: lead_source ?? null,
    ...overrides,
  }
}

/** The form's fields as the browser posts them to the quote action. */
export function quoteFormData(overrides: Partial<QuoteFormValues> & Record<string, string | string[]> = {}): FormData {
  const data = new FormData()
  for (const [field, value] of Object.entries({ ...quoteForm, ...overrides })) {
    for (const item of Array.isArray(value) ? value : [value]) data.append(field, item)
  }
  return data
}

/** A stored quote with what needs care when shown or exported: quotes in the name, formulas as message and note, a missing WhatsApp. */
export const trickyQuoteRow = quoteRow({
  id: 42,
  name: 'Maria "Mari" Souza',
  whatsapp: null,
  party_type: 'festa-infantil, Corporativo',
  date: '2026-12-20',
  message: '=HYPERLINK("http://mal.example")',
  status: 'orcamento_enviado',
  last_note: '@SUM(1) ligar de novo',
})

/** What an empty form gets, one message per field in the order of the form (the visitor's words, docs/produto.md). */
export const everyRequiredMessage = [
  'Nome é obrigatório',
  'Formato de telefone inválido',
  'Formato de WhatsApp inválido',
  'Formato de email inválido',
  'Bairro é obrigatório',
  'Selecione pelo menos um tipo de festa',
  'Quantidade de convidados é obrigatória',
  'Data do evento é obrigatória',
  'Horário do evento é obrigatório',
  'Mensagem é obrigatória',
]

/** Limits no test quote reaches: quote_intake stores it as a visitor's (tests of the limits set their own). */
export const noLimits: IntakeLimits = {
  client: null,
  perClient: 1_000,
  sitePerMinute: 1_000_000,
  proof: null,
  canProve: false,
}
