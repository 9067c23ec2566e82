'use server'

import { revalidatePath } from 'next/cache'
import { requireAdmin } from '../../auth/guard'
import { notifyPixChange } from '../notify'
import { getProposalStore } from '../store'
import { depositBrCode } from '../pix'
import { PIX_KEY_TYPE_LABELS, recognisePixKey } from '../pix-key'
import { describeFailure } from '../../log/describe-failure'

export type SettingsValues = {
  depositPercent: string
  holdDays: string
  balanceInstallments: string
  balanceDaysBefore: string
  pixKey: string
  pixBeneficiary: string
  pixCity: string
}
/** `question`: the key's 11 digits could be a CPF or a phone without +55, and the form asks which (`pixKeyAs`). */
export type SettingsState =
  | { status: 'idle' }
  | { status: 'saved'; message: string; values: SettingsValues }
  | {
      status: 'invalid' | 'failed'
      message: string
      field?: keyof SettingsValues
      values: SettingsValues
      question?: { asCpf: string | null; asPhone: string }
    }

const text = (data: FormData, name: string, max: number) =>
  String(data.get(name) ?? '')
    .trim()
    .slice(0, max + 50)

/** The proposals' admin-only settings: the default deposit %, the days a hold waits for it, and the Pix key, beneficiary and city of the deposit's code. */
export async function saveProposalSettings(_previous: SettingsState, formData: FormData): Promise<SettingsState> {
  const admin = await requireAdmin()
  const values: SettingsValues = {
    depositPercent: text(formData, 'depositPercent', 3),
    holdDays: text(formData, 'holdDays', 2),
    balanceInstallments: text(formData, 'balanceInstallments', 2),
    balanceDaysBefore: text(formData, 'balanceDaysBefore', 3),
    pixKey: text(formData, 'pixKey', 77),
    pixBeneficiary: text(formData, 'pixBeneficiary', 25),
    pixCity: text(formData, 'pixCity', 15),
  }
  const reject = (field: keyof SettingsValues, message: string): SettingsState => ({
    status: 'invalid',
    message,
    field,
    values,
  })
  if (!/^\d{1,3}$/.test(values.depositPercent) || Number(values.depositPercent) > 100)
    return reject('depositPercent', 'Informe o sinal padrão em %, de 0 a 100.')
  if (!/^\d{1,2}$/.test(values.holdDays) || Number(values.holdDays) < 1 || Number(values.holdDays) > 30)
    return reject('holdDays', 'Informe o prazo para o sinal em dias, de 1 a 30.')
  if (
    !/^\d{1,2}$/.test(values.balanceInstallments) ||
    Number(values.balanceInstallments) < 1 ||
    Number(values.balanceInstallments) > 12
  )
    return reject('balanceInstallments', 'Informe em quantas parcelas vai o restante, de 1 a 12.')
  if (!/^\d{1,3}$/.test(values.balanceDaysBefore) || Number(values.balanceDaysBefore) > 365)
    return reject('balanceDaysBefore', 'Informe quantos dias antes da festa vence a última parcela, de 0 a 365.')
  const pixKeyAs = formData.get('pixKeyAs')
  const recognised = values.pixKey
    ? recognisePixKey(values.pixKey, pixKeyAs === 'cpf' || pixKeyAs === 'phone' ? pixKeyAs : undefined)
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
  if (values.pixKey && !values.pixBeneficiary)
    return reject('pixBeneficiary', 'Informe o nome do favorecido, como o banco mostra.')
  if (values.pixBeneficiary.length > 25) return reject('pixBeneficiary', 'Use no máximo 25 caracteres (limite do Pix).')
  if (values.pixKey && !values.pixCity) return reject('pixCity', 'Informe a cidade do favorecido.')
  if (values.pixCity.length > 15) return reject('pixCity', 'Use no máximo 15 caracteres (limite do Pix).')
  const pixKey = recognised?.ok ? recognised.key : null
  if (pixKey) {
    try {
      depositBrCode({
        key: pixKey,
        beneficiary: values.pixBeneficiary,
        city: values.pixCity,
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
  let saved
  try {
    saved = await getProposalStore().saveSettings(admin, {
      depositPercent: Number(values.depositPercent),
      holdDays: Number(values.holdDays),
      balanceInstallments: Number(values.balanceInstallments),
      balanceDaysBefore: Number(values.balanceDaysBefore),
      pixKey,
      pixBeneficiary: values.pixBeneficiary || null,
      pixCity: values.pixCity || null,
    })
  } catch (error) {
    console.error('[propostas] falha ao salvar as configurações', describeFailure(error))
    return { status: 'failed', message: 'Não foi possível salvar. Tente novamente.', values }
  }
  // Awaited: the administrators hear of a changed Pix before the one who changed it is told it is saved.
  const told = await notifyPixChange(admin, saved)
  revalidatePath('/admin', 'layout')
  const keyNote = recognised?.ok
    ? ` Chave reconhecida: ${PIX_KEY_TYPE_LABELS[recognised.type]} ${recognised.shown}.`
    : ''
  const message = !saved.pixChanged
    ? `Configurações salvas.${keyNote}`
    : `Configurações salvas.${keyNote} A troca da chave Pix ficou no registro de acessos${told ? ' e os administradores receberam um e-mail' : ''}.`
  return { status: 'saved', message, values: { ...values, pixKey: recognised?.ok ? recognised.shown : '' } }
}
