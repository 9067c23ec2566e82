import { z } from 'zod'

// The client's answers, checked the same way in the browser and in the action.

export const acceptSchema = z.object({
  fullName: z
    .string()
    .trim()
    .min(1, 'Informe seu nome completo.')
    .max(120, 'Use no máximo 120 caracteres.')
    .refine((name) => name.split(/\s+/).length >= 2 && name.length >= 5, 'Informe seu nome completo (nome e sobrenome).'),
  conditions: z.literal('on', { error: 'Marque que leu e aceita as condições para aceitar a proposta.' }),
})

export const refuseSchema = z.object({
  reason: z.string().trim().max(1000, 'Use no máximo 1000 caracteres.').optional(),
})

export type AcceptErrors = Partial<Record<'fullName' | 'conditions', string>>
