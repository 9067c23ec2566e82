import { z } from 'zod'
import { isCpf } from './pix-key'

// The client's answers, checked the same way in the browser and in the action.

const required = (message: string, max: number) =>
  z.string().trim().min(1, message).max(max, `Use no máximo ${max} caracteres.`)

export const acceptSchema = z.object({
  fullName: z
    .string()
    .trim()
    .min(1, 'Informe seu nome completo.')
    .max(120, 'Use no máximo 120 caracteres.')
    .refine(
      (name) => name.split(/\s+/).length >= 2 && name.length >= 5,
      'Informe seu nome completo (nome e sobrenome).',
    ),
  cpf: z
    .string()
    .transform((cpf) => cpf.replace(/[.\-\s]/g, ''))
    .refine((cpf) => cpf.length > 0, 'Informe seu CPF.')
    .refine((cpf) => /^\d{11}$/.test(cpf), 'O CPF tem 11 números (ex.: 123.456.789-09).')
    .refine(isCpf, 'Este CPF não é válido: confira os números.'),
  cep: z
    .string()
    .trim()
    .refine((cep) => cep.length > 0, 'Informe o CEP do local da festa.')
    .refine((cep) => /^\d{5}-?\d{3}$/.test(cep), 'O CEP tem 8 números (ex.: 04571-010).')
    .transform((cep) => `${cep.replace('-', '').slice(0, 5)}-${cep.replace('-', '').slice(5)}`),
  street: required('Informe a rua do local da festa.', 200),
  number: required('Informe o número (ou "s/n").', 20),
  complement: z.string().trim().max(100, 'Use no máximo 100 caracteres.'),
  neighborhood: required('Informe o bairro.', 100),
  city: required('Informe a cidade.', 100),
  conditions: z.literal('on', { error: 'Marque que leu e aceita as condições para aceitar a proposta.' }),
})

export const refuseSchema = z.object({
  reason: z.string().trim().max(1000, 'Use no máximo 1000 caracteres.').optional(),
})

export type AcceptField =
  'fullName' | 'cpf' | 'cep' | 'street' | 'number' | 'complement' | 'neighborhood' | 'city' | 'conditions'

export type AcceptErrors = Partial<Record<AcceptField, string>>

/** What the client typed in the acceptance form, kept as typed when it comes back with errors. */
export type AcceptValues = Record<Exclude<AcceptField, 'conditions'>, string>

export const ACCEPT_TEXT_FIELDS = [
  'fullName',
  'cpf',
  'cep',
  'street',
  'number',
  'complement',
  'neighborhood',
  'city',
] as const satisfies readonly (keyof AcceptValues)[]
