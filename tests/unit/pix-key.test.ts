import { describe, expect, it } from 'vitest'
import { depositBrCode } from '@/lib/proposals/pix'
import { isCnpj, isCpf, recognisePixKey } from '@/lib/proposals/pix-key'
import { parsePix } from 'pix-utils'

describe('CPF check digits', () => {
  // Published examples: 529.982.247-25 (Receita Federal's own example in its CPF pages), 123.456.789-09 (the classic one).
  it.each(['52998224725', '12345678909', '11144477735'])('%s is a CPF', (cpf) => expect(isCpf(cpf)).toBe(true))
  it.each([
    ['52998224724', 'second check digit wrong'],
    ['52998224715', 'first check digit wrong'],
    ['11111111111', 'eleven equal digits'],
    ['1234567890', 'ten digits'],
    ['5299822472a', 'a letter'],
  ])('%s is not (%s)', (cpf) => expect(isCpf(cpf)).toBe(false))
})

describe('CNPJ check digits', () => {
  // Published examples: Banco do Brasil's 00.000.000/0001-91, and the Receita Federal's alphanumeric example 12.ABC.345/01DE-35.
  it.each(['00000000000191', '12345678000195', '11222333000181', '12ABC34501DE35'])('%s is a CNPJ', (cnpj) =>
    expect(isCnpj(cnpj)).toBe(true),
  )
  it.each([
    ['00000000000192', 'second check digit wrong'],
    ['11222333000191', 'first check digit wrong'],
    ['00000000000000', 'fourteen zeros'],
    ['12ABC34501DE36', 'alphanumeric, check digit wrong'],
    ['12abc34501de35', 'lower case'],
  ])('%s is not (%s)', (cnpj) => expect(isCnpj(cnpj)).toBe(false))
})

describe('a Pix key typed in the settings', () => {
  it.each([
    ['123.456.789-09', 'cpf', '12345678909', '123.456.789-09'],
    ['52998224725', 'cpf', '52998224725', '529.982.247-25'],
    ['12.345.678/0001-95', 'cnpj', '12345678000195', '12.345.678/0001-95'],
    ['12345678000195', 'cnpj', '12345678000195', '12.345.678/0001-95'],
    ['12.ABC.345/01DE-35', 'cnpj', '12ABC34501DE35', '12.ABC.345/01DE-35'],
    ['+55 11 91234-5678', 'phone', '+5511912345678', '+55 (11) 91234-5678'],
    ['(11) 91234-5678', 'phone', '+5511912345678', '+55 (11) 91234-5678'],
    ['5511912345678', 'phone', '+5511912345678', '+55 (11) 91234-5678'],
    [
      'Contato@BuffetFestaEmCasa.com.br',
      'email',
      'contato@buffetfestaemcasa.com.br',
      'contato@buffetfestaemcasa.com.br',
    ],
    [
      '123E4567-E12B-12D1-A456-426655440000',
      'random',
      '123e4567-e12b-12d1-a456-426655440000',
      '123e4567-e12b-12d1-a456-426655440000',
    ],
  ])('%s is recognised as %s, carried as %s', (typed, type, key, shown) =>
    expect(recognisePixKey(typed)).toEqual({ ok: true, type, key, shown }),
  )

  it.each([
    ['minha chave', 'Não é CPF, CNPJ, celular, e-mail nem chave aleatória.'],
    ['contato@buffet', 'Este e-mail não é válido (ex.: contato@buffet.com.br).'],
    [
      '123.456.789-00',
      'Este CPF não é válido: os dígitos verificadores não conferem. Se é um celular, escreva com +55 e DDD.',
    ],
    ['12.345.678/0001-96', 'Este CNPJ não é válido: os dígitos verificadores não conferem.'],
    ['+1 415 555 0100', 'O Pix aceita só celulares do Brasil: comece com +55.'],
    ['+55 11 3456-7890', 'Este celular não parece válido: use DDD e número com 9 dígitos, ex.: +55 11 91234-5678.'],
    ['91234-5678', 'Um celular como chave Pix tem DDD e 9 dígitos (ex.: +55 11 91234-5678).'],
    ['', 'Informe a chave Pix.'],
  ])('%s is refused: %s', (typed, reason) => expect(recognisePixKey(typed)).toEqual({ ok: false, reason }))

  it('asks when 11 bare digits could be a CPF or a phone without +55, and follows the answer', () => {
    // 119.000.000-83 is a valid CPF and (11) 90000-0083 a mobile number.
    expect(recognisePixKey('11900000083')).toEqual({
      ok: false,
      ambiguous: true,
      reason:
        'Estes 11 dígitos podem ser um CPF (119.000.000-83) ou um celular sem +55 (+55 (11) 90000-0083). Qual é a chave?',
      asCpf: '119.000.000-83',
      asPhone: '+55 (11) 90000-0083',
    })
    expect(recognisePixKey('11900000083', 'cpf')).toMatchObject({ ok: true, type: 'cpf', key: '11900000083' })
    expect(recognisePixKey('11900000083', 'phone')).toMatchObject({ ok: true, type: 'phone', key: '+5511900000083' })
    // Not a valid CPF: only the phone is offered.
    expect(recognisePixKey('11912345678')).toMatchObject({
      ok: false,
      ambiguous: true,
      asCpf: null,
      asPhone: '+55 (11) 91234-5678',
    })
    expect(recognisePixKey('11912345678', 'cpf')).toEqual({
      ok: false,
      reason: 'Este CPF não é válido: os dígitos verificadores não conferem.',
    })
    // Written with the CPF's dots and dash, or the phone's parentheses, the writing settles it.
    expect(recognisePixKey('119.000.000-83')).toMatchObject({ ok: true, type: 'cpf' })
    expect(recognisePixKey('(11) 90000-0083')).toMatchObject({ ok: true, type: 'phone' })
  })

  it('a CNPJ saved with its punctuation reaches the BR Code as its 14 digits', () => {
    const code = depositBrCode({
      key: '12.345.678/0001-95',
      beneficiary: 'Buffet Festa em Casa',
      city: 'Sao Paulo',
      amountCents: 159138,
      txid: 'PROP1P1',
    })
    expect(code).toContain('011412345678000195')
    expect(code).not.toContain('12.345.678')
    expect(parsePix(code)).toMatchObject({ pixKey: '12345678000195', transactionAmount: 1591.38 })
  })
})
