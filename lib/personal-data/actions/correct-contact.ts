'use server'

import { revalidatePath } from 'next/cache'
import { requireAdmin } from '../../auth/guard'
import { getPersonalDataStore } from '../store'
import { validateContact, type ContactErrors } from '../contact-schema'
import { CONTACT_FIELDS, PersonalDataError, type ContactFields } from '../contract'
import { currentPersonKey, setPersonKey } from '../person-cookie'
import { parsePersonKey } from '../person-key'
import { describeFailure } from '../../log/describe-failure'

export type CorrectContactState =
  | { status: 'idle' }
  | { status: 'saved'; message: string }
  | { status: 'invalid' | 'failed'; message: string; errors?: ContactErrors; values: ContactFields }

const fieldNames: Record<string, string> = {
  name: 'nome',
  email: 'e-mail',
  phone: 'telefone',
  whatsapp: 'WhatsApp',
  neighborhood: 'bairro',
}

const refusal: Partial<Record<PersonalDataError['reason'], string>> = {
  'not-found': 'Orçamento não encontrado.',
  anonymized: 'Este orçamento já foi anonimizado: não há contato para corrigir.',
  'invalid-value': 'O banco recusou um dos valores. Confira os campos.',
}

/** Corrects one quote's contact fields as the administrator; the database records who, when and a hash of each old value. */
export async function correctContact(_previous: CorrectContactState, formData: FormData): Promise<CorrectContactState> {
  const admin = await requireAdmin()
  const values = Object.fromEntries(
    CONTACT_FIELDS.map((field) => [field, String(formData.get(field) ?? '')]),
  ) as ContactFields
  const id = Number(formData.get('id'))
  if (!Number.isSafeInteger(id) || id < 1) return { status: 'failed', message: 'Orçamento inválido.', values }
  const validation = validateContact(values)
  if (!validation.ok)
    return { status: 'invalid', message: 'Corrija os campos destacados.', errors: validation.errors, values }
  let changed: string[]
  try {
    changed = await getPersonalDataStore().correct(admin, id, validation.data)
  } catch (error) {
    const message = error instanceof PersonalDataError ? refusal[error.reason] : undefined
    if (!message) console.error('[dados-pessoais] falha ao corrigir o contato', describeFailure(error))
    return { status: 'failed', message: message ?? 'Não foi possível salvar a correção. Tente novamente.', values }
  }
  if (changed.length === 0) return { status: 'saved', message: 'Nada mudou: os valores já eram esses.' }
  // The person being looked at may have been found by the very e-mail or phone just corrected.
  const current = parsePersonKey((await currentPersonKey()) ?? '')
  const previous = parsePersonKey(
    current.ok && current.kind === 'email'
      ? String(formData.get('previous_email') ?? '')
      : String(formData.get('previous_phone') ?? ''),
  )
  if (current.ok && previous.ok && previous.key === current.key) {
    const next = parsePersonKey(current.kind === 'email' ? validation.data.email : validation.data.phone)
    if (next.ok) await setPersonKey(next.key)
  }
  revalidatePath('/admin', 'layout')
  return {
    status: 'saved',
    message: `Contato corrigido: ${changed.map((field) => fieldNames[field] ?? field).join(', ')}.`,
  }
}
