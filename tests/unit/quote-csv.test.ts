import { describe, expect, it } from 'vitest'
import { quotesCsv } from '@/lib/quotes/csv'
import { trickyQuoteRow } from '../support/quote'

const row = trickyQuoteRow

describe('CSV export', () => {
  const csv = quotesCsv([row])

  it('starts with a UTF-8 BOM and uses ";" with quoted cells', () => {
    expect(csv.startsWith('\uFEFF"ID";"Nome";"Email";"Telefone";"WhatsApp";"Tipo de festa";"Convidados";"Data do evento";"Bairro";"Mensagem";"Recebido em";"Status";"Última nota"\r\n')).toBe(true)
  })

  it('escapes quotes and defuses spreadsheet formulas typed by visitors', () => {
    const line = csv.split('\r\n')[1]!
    expect(line).toContain('"Maria ""Mari"" Souza"')
    expect(line).toContain(`"'=HYPERLINK(""http://mal.example"")"`)
    expect(line).toContain('"20/12/2026 às 15:30"')
    expect(line.endsWith(`;"Orçamento enviado";"'@SUM(1) ligar de novo"`)).toBe(true)
  })
})
