import type { Page } from '@playwright/test'
import { quoteFormHydrated } from './hydration'

/** The date `days` from today in São Paulo, as a date input takes it (YYYY-MM-DD). */
export const isoInDays = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date(Date.now() + days * 86_400_000))

/** The YYYY-MM-DD date `days` after (or before) another. */
export const daysAfter = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)

/** A YYYY-MM-DD date as the site writes it (DD/MM/YYYY). */
export const brazilianDate = (iso: string) => iso.split('-').reverse().join('/')

export type QuoteFormFill = {
  name: string
  phone: string
  whatsapp: string
  email: string
  neighborhood: string
  /** The party types' labels, as the visitor ticks them. */
  partyTypes: string[]
  guests: string
  date: string
  time: string
  message: string
}

/**
 * Types a quote request into the form on the page, field by field, as a visitor does: the first tap
 * fetches the form's script, and a person takes longer to type a name than it takes to arrive, so
 * with scripts the rest is typed into the hydrated form.
 */
export async function fillQuoteForm(page: Page, quote: QuoteFormFill, { scripts = true } = {}) {
  await page.getByLabel('Nome *').click()
  if (scripts) await quoteFormHydrated(page)
  await page.getByLabel('Nome *').fill(quote.name)
  await page.getByLabel('Telefone *').fill(quote.phone)
  await page.getByLabel('WhatsApp *').fill(quote.whatsapp)
  await page.getByLabel('Email *').fill(quote.email)
  await page.getByLabel('Bairro *').fill(quote.neighborhood)
  for (const label of quote.partyTypes) await page.getByLabel(label).check()
  await page.getByLabel('Quantidade de convidados *').fill(quote.guests)
  await page.getByLabel('Data do evento *').fill(quote.date)
  await page.getByLabel('Horário do evento *').fill(quote.time)
  await page.getByLabel('Mensagem *').fill(quote.message)
}
