import { parsePix, hasError } from 'pix-utils'
import { describe, expect, it } from 'vitest'
import { depositBrCode } from '@/lib/proposals/pix'

// The static BR Code example published in BACEN's "Manual de Padrões para Iniciação do Pix"
// (key 123e4567-e12b-12d1-a456-426655440000, Fulano de Tal, BRASILIA, no amount, txid ***).
const MANUAL_EXAMPLE =
  '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D'

/** CRC16-CCITT-FALSE (polynomial 0x1021, initial 0xFFFF), as the manual specifies: written here to check the library, not used by the site. */
function crc16(text: string): string {
  let crc = 0xffff
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff
  }
  return crc.toString(16).toUpperCase().padStart(4, '0')
}

/** The EMV fields of a BR Code: ID (2 digits), length (2 digits), value. */
function fields(code: string): Record<string, string> {
  const out: Record<string, string> = {}
  for (let index = 0; index < code.length;) {
    const id = code.slice(index, index + 2)
    const length = Number(code.slice(index + 2, index + 4))
    out[id] = code.slice(index + 4, index + 4 + length)
    index += 4 + length
  }
  return out
}

describe('the deposit as a static Pix BR Code', () => {
  it('the CRC check of this test is CRC16-CCITT-FALSE: the standard check value and the manual example', () => {
    expect(crc16('123456789')).toBe('29B1')
    expect(crc16(MANUAL_EXAMPLE.slice(0, -4))).toBe(MANUAL_EXAMPLE.slice(-4))
  })

  it('pix-utils reads the manual example with its CRC', () => {
    const parsed = parsePix(MANUAL_EXAMPLE)
    expect(hasError(parsed)).toBe(false)
    expect(parsed).toMatchObject({
      type: 'STATIC',
      pixKey: '123e4567-e12b-12d1-a456-426655440000',
      merchantName: 'Fulano de Tal',
      merchantCity: 'BRASILIA',
      txid: '***',
    })
  })

  it('pix-utils refuses the manual example with one character changed (the CRC no longer matches)', () => {
    expect(hasError(parsePix(MANUAL_EXAMPLE.replace('Fulano', 'Fulana')))).toBe(true)
  })

  it('reproduces the manual example field by field for the same data (the name in upper case, as pix-utils writes it), with a valid CRC', () => {
    const code = depositBrCode({
      key: '123e4567-e12b-12d1-a456-426655440000',
      beneficiary: 'Fulano de Tal',
      city: 'BRASILIA',
      amountCents: 0,
      txid: '***',
    })
    expect(code.slice(0, -4)).toBe(MANUAL_EXAMPLE.slice(0, -4).replace('Fulano de Tal', 'FULANO DE TAL'))
    expect(code.slice(-4)).toBe(crc16(code.slice(0, -4)))
  })

  it('carries the deposit amount with two decimals, the business as beneficiary and the proposal reference as txid', () => {
    const code = depositBrCode({
      key: 'contato@buffetfestaemcasa.com.br',
      beneficiary: 'Buffet Festa em Casa',
      city: 'São Paulo',
      amountCents: 159138,
      txid: 'PROP12',
    })
    const emv = fields(code)
    expect(emv).toMatchObject({
      '00': '01',
      '52': '0000',
      '53': '986',
      '54': '1591.38',
      '58': 'BR',
      '59': 'BUFFET FESTA EM CASA',
      '60': 'SAO PAULO',
      '62': '0506PROP12',
    })
    expect(fields(emv['26']!)).toEqual({ '00': 'br.gov.bcb.pix', '01': 'contato@buffetfestaemcasa.com.br' })
    expect(code.endsWith(`6304${crc16(code.slice(0, -4))}`)).toBe(true)
    expect(parsePix(code)).toMatchObject({ transactionAmount: 1591.38, txid: 'PROP12' })
  })

  it.each([
    [1, '0.01'],
    [10, '0.10'],
    [100000, '1000.00'],
    [123456789, '1234567.89'],
  ])('%i centavos are written %s', (amountCents, written) => {
    expect(
      fields(
        depositBrCode({ key: '+5511912345678', beneficiary: 'Buffet', city: 'Sao Paulo', amountCents, txid: 'PROP1' }),
      )['54'],
    ).toBe(written)
  })

  it('cuts the beneficiary to 25 and the city to 15 characters, without accents, and keeps only letters and digits in the txid', () => {
    const emv = fields(
      depositBrCode({
        key: '12345678000195',
        beneficiary: 'Buffet Festa em Casa de São Paulo Ltda',
        city: 'São José dos Campos',
        amountCents: 100,
        txid: 'PROP-12_x',
      }),
    )
    expect(emv).toMatchObject({ '59': 'BUFFET FESTA EM CASA DE S', '60': 'SAO JOSE DOS CA', '62': '0507PROP12x' })
  })
})
