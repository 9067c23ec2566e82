'use server'

import { revalidatePath } from 'next/cache'
import * as z from 'zod/mini'
import { adminAction } from '../../auth/action'
import { wholeNumber } from '../../forms/fields'
import { getAuth } from '../../auth/auth'
import { serverKeyRefused } from '../../db/job-key'
import { limits, requestIdentity, signInGate } from '../../limits'
import { deliverAlerts } from '../notify'
import { getProposalStore } from '../store'
import { depositBrCode } from '../pix'
import { PIX_KEY_TYPE_LABELS, recognisePixKey } from '../pix-key'

export type SettingsValues = {
  depositPercent: string
  holdDays: string
  balanceInstallments: string
  balanceDaysBefore: string
  pixKey: string
  pixBeneficiary: string
  pixCity: string
}
/** The form's fields that are shown again; the password never is. */
type SettingsField = keyof SettingsValues | 'password'

/** `question`: the key's 11 digits could be a CPF or a phone without +55, and the form asks which (`pixKeyAs`). */
export type SettingsState =
  | { status: 'idle' }
  | { status: 'saved'; message: string; values: SettingsValues }
  | {
      status: 'invalid' | 'failed'
      message: string
      field?: SettingsField
      values: SettingsValues
      question?: { asCpf: string | null; asPhone: string }
    }

// The database's answer to a money change without a fresh password (admin_proposal_settings_save).
const REAUTH_MISSING = '28P01'
const ASK_PASSWORD = 'Para mudar a chave Pix, o favorecido ou a cidade, confirme sua senha.'

const text = (data: FormData, name: string, max: number) =>
  String(data.get(name) ?? '')
    .trim()
    .slice(0, max + 50)

// The admin_settings table's limits; the Pix code's own for the beneficiary and the city.
const settings = z.object({
  depositPercent: wholeNumber(0, 100, 'Informe o sinal padrão em %, de 0 a 100.'),
  holdDays: wholeNumber(1, 30, 'Informe o prazo para o sinal em dias, de 1 a 30.'),
  balanceInstallments: wholeNumber(1, 12, 'Informe em quantas parcelas vai o restante, de 1 a 12.'),
  balanceDaysBefore: wholeNumber(0, 365, 'Informe quantos dias antes da festa vence a última parcela, de 0 a 365.'),
  pixKey: z.string(),
  pixBeneficiary: z.string().check(z.maxLength(25, 'Use no máximo 25 caracteres (limite do Pix).')),
  pixCity: z.string().check(z.maxLength(15, 'Use no máximo 15 caracteres (limite do Pix).')),
})

/** The proposals' admin-only settings: the default deposit %, the days a hold waits for it, and the Pix key, beneficiary and city of the deposit's code. */
export const saveProposalSettings = adminAction({
  log: '[propostas] falha ao salvar as configurações',
  values: (formData): SettingsValues => ({
    depositPercent: text(formData, 'depositPercent', 3),
    holdDays: text(formData, 'holdDays', 2),
    balanceInstallments: text(formData, 'balanceInstallments', 2),
    balanceDaysBefore: text(formData, 'balanceDaysBefore', 3),
    pixKey: text(formData, 'pixKey', 77),
    pixBeneficiary: text(formData, 'pixBeneficiary', 25),
    pixCity: text(formData, 'pixCity', 15),
  }),
  parse: settings,
  failure: 'Não foi possível salvar. Tente novamente.',
  // The database's own guards, whatever the form let through.
  refusals: { [REAUTH_MISSING]: ASK_PASSWORD, '22023': 'Esta chave Pix não é válida.' },
  refuse: ({ status, message, fieldErrors, values, code }): SettingsState => ({
    status,
    message,
    field: code === REAUTH_MISSING ? 'password' : (Object.keys(fieldErrors)[0] as SettingsField | undefined),
    values,
  }),
  run: async (input, { caller: admin, formData, values }): Promise<SettingsState> => {
    const reject = (field: SettingsField, message: string): SettingsState => ({
      status: 'invalid',
      message,
      field,
      values,
    })
    const pixKeyAs = formData.get('pixKeyAs')
    const recognised = input.pixKey
      ? recognisePixKey(input.pixKey, pixKeyAs === 'cpf' || pixKeyAs === 'phone' ? pixKeyAs : undefined)
      : null
    if (recognised && !recognised.ok) {
      return {
        status: 'invalid',
        message: recognised.reason,
        field: 'pixKey',
        values,
        question: recognised.ambiguous ? { asCpf: recognised.asCpf, asPhone: recognised.asPhone } : undefined,
      }
    }
    if (input.pixKey && !input.pixBeneficiary)
      return reject('pixBeneficiary', 'Informe o nome do favorecido, como o banco mostra.')
    if (input.pixKey && !input.pixCity) return reject('pixCity', 'Informe a cidade do favorecido.')
    const pixKey = recognised?.ok ? recognised.key : null
    if (pixKey) {
      try {
        depositBrCode({
          key: pixKey,
          beneficiary: input.pixBeneficiary,
          city: input.pixCity,
          amountCents: 100,
          txid: 'TESTE',
        })
      } catch {
        return reject(
          'pixBeneficiary',
          'O nome ou a cidade do favorecido não cabem no código Pix: use letras, números e espaços.',
        )
      }
    }
    const password = String(formData.get('password') ?? '').slice(0, 200)
    if (password) {
      // The same allowance as the sign-in's: a stolen session cannot try passwords here instead.
      const identity = await requestIdentity()
      const client = identity.key ?? 'sem-identificacao'
      const counts = await limits()
        .signInAttempt(admin.email, client, identity.address)
        .catch((error: unknown) => {
          if (serverKeyRefused(error)) return null
          throw error
        })
      if (counts && signInGate(counts).blocked)
        return reject('password', 'Muitas tentativas sem sucesso. Aguarde alguns minutos.')
      if (!(await getAuth().confirmPassword(admin, password))) return reject('password', 'Senha incorreta.')
      await limits().signInSucceeded(admin, client)
    }
    const saved = await getProposalStore().saveSettings(admin, {
      depositPercent: input.depositPercent,
      holdDays: input.holdDays,
      balanceInstallments: input.balanceInstallments,
      balanceDaysBefore: input.balanceDaysBefore,
      pixKey,
      pixBeneficiary: input.pixBeneficiary || null,
      pixCity: input.pixCity || null,
    })
    // Awaited: the administrators hear of a changed Pix before the one who changed it is told it is
    // saved. What does not go out now stays in the outbox ("Avisos") for the next run.
    const told = saved.pixChanged && (await deliverAlerts()) > 0
    revalidatePath('/admin', 'layout')
    const keyNote = recognised?.ok
      ? ` Chave reconhecida: ${PIX_KEY_TYPE_LABELS[recognised.type]} ${recognised.shown}.`
      : ''
    const message = !saved.pixChanged
      ? `Configurações salvas.${keyNote}`
      : `Configurações salvas.${keyNote} A troca da chave Pix ficou no registro de acessos${told ? ' e os administradores receberam um e-mail' : '; o aviso aos administradores aguarda em Avisos'}.`
    return { status: 'saved', message, values: { ...values, pixKey: recognised?.ok ? recognised.shown : '' } }
  },
})
