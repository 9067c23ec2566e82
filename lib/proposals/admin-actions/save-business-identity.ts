'use server'

import { redirect } from 'next/navigation'
import * as z from 'zod/mini'
import { adminAction } from '../../auth/action'
import { getProposalStore } from '../store'

export type IdentityValues = { legalName: string; document: string; address: string; city: string }
export type IdentityState =
  { status: 'idle' } | { status: 'invalid' | 'failed'; message: string; values: IdentityValues }

const between = (min: number, max: number, message: string) =>
  z.string().check(
    z.trim(),
    z.refine((text) => text.length >= min && text.length <= max, message),
  )

const DOCUMENT_ERROR = 'CNPJ ou CPF inválido: confira os dígitos.'
const identity = z.object({
  legalName: between(3, 200, 'Informe a razão social (ou o nome, para CPF).'),
  document: between(11, 20, DOCUMENT_ERROR),
  address: between(10, 300, 'Informe o endereço completo: rua, número, bairro, cidade, UF e CEP.'),
  city: between(2, 100, 'Informe a cidade onde o buffet recebe os pagamentos.'),
})

/** "Dados do recibo": the business's legal name, CNPJ or CPF, address and city, on every receipt and proposal from now on. */
export const saveBusinessIdentity = adminAction({
  log: '[propostas] falha ao salvar os dados do recibo',
  values: (formData): IdentityValues => ({
    legalName: String(formData.get('legalName') ?? '').slice(0, 250),
    document: String(formData.get('document') ?? '').slice(0, 30),
    address: String(formData.get('address') ?? '').slice(0, 350),
    city: String(formData.get('city') ?? '').slice(0, 120),
  }),
  parse: identity,
  refusals: { ID001: DOCUMENT_ERROR, '22023': 'Confira a razão social, o endereço e a cidade.' },
  failure: 'Não foi possível salvar os dados do recibo. Tente novamente.',
  refuse: ({ status, message, values }): IdentityState => ({ status, message, values }),
  run: async (input, { caller }): Promise<IdentityState> => {
    await getProposalStore().setBusinessIdentity(caller, input)
    redirect('/admin/configuracoes/propostas?recibo=salvo')
  },
})
