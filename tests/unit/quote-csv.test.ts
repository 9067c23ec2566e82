import { describe, expect, it } from 'vitest'
import { quotesCsv } from '@/lib/quotes/csv'
import { leadSourceChoices } from '@/lib/content/lead-sources'
import { quoteRow, trickyQuoteRow } from '../support/quote'

const row = trickyQuoteRow

describe('CSV export', () => {
  const csv = quotesCsv([row])

  it('starts with a UTF-8 BOM and uses ";" with quoted cells', () => {
    expect(
      csv.startsWith(
        '\uFEFF"ID";"Nome";"Email";"Telefone";"WhatsApp";"Tipo de festa";"Convidados";"Data do evento";"Bairro";"Mensagem";"Recebido em";"Status";"Última nota";"Próximo contato";"Motivo da perda";"Como nos conheceu"\r\n',
      ),
    ).toBe(true)
  })

  it('escapes quotes and defuses spreadsheet formulas typed by visitors', () => {
    const line = csv.split('\r\n')[1]!
    expect(line).toContain('"Maria ""Mari"" Souza"')
    expect(line).toContain(`"'=HYPERLINK(""http://mal.example"")"`)
    expect(line).toContain('"20/12/2026 às 15:30"')
    expect(line.endsWith(`;"Orçamento enviado";"'@SUM(1) ligar de novo";"";"";""`)).toBe(true)
  })

  it('ends with the next contact, why a quote was lost and where the client came from (by its label today)', () => {
    const lost = quoteRow({
      status: 'perdido',
      next_contact: '2026-12-21',
      lost_reason: 'outro',
      lost_reason_detail: 'Mudou de cidade',
      lead_source: 'indicacao',
    })
    const line = quotesCsv(
      [lost, { ...lost, lost_reason: 'preco', lost_reason_detail: null, lead_source: 'tiktok' }],
      leadSourceChoices(['Instagram', 'Indicação']),
    ).split('\r\n')
    expect(line[1]!.endsWith(';"Perdido";"";"21/12/2026";"Outro: Mudou de cidade";"Indicação"')).toBe(true)
    expect(line[2]!.endsWith(';"Preço";"tiktok"')).toBe(true)
  })
})
