'use server'

import { revalidatePath } from 'next/cache'
import { adminAction, typedFields } from '../../auth/action'
import { recordId } from '../../forms/form-id'
import { getPersonalDataStore } from '../store'
import { validateContact, type ContactErrors } from '../contact-schema'
import { CONTACT_FIELDS, PersonalDataError, type ContactFields } from '../contract'
import { currentPersonKey, setPersonKey } from '../person-cookie'
import { parsePersonKey } from '../person-key'

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
export const correctContact = adminAction({
  log: '[dados-pessoais] falha ao corrigir o contato',
  values: (formData) => typedFields(formData, CONTACT_FIELDS),
  parse: (values) => {
    const validation = validateContact(values)
    return validation.ok ? validation : { ok: false, fieldErrors: validation.errors }
  },
  invalid: 'Corrija os campos destacados.',
  recognise: (error, _data, { values }): CorrectContactState | undefined => {
    const message = error instanceof PersonalDataError ? refusal[error.reason] : undefined
    return message ? { status: 'failed', message, values } : undefined
  },
  failure: 'Não foi possível salvar a correção. Tente novamente.',
  refuse: ({ status, message, fieldErrors, values }): CorrectContactState =>
    status === 'invalid' ? { status, message, errors: fieldErrors, values } : { status, message, values },
  run: async (data, { caller, formData, values }): Promise<CorrectContactState> => {
    const id = recordId(String(formData.get('id') ?? ''))
    if (id === null) return { status: 'failed', message: 'Orçamento inválido.', values }
    const changed = await getPersonalDataStore().correct(caller, id, data)
    if (changed.length === 0) return { status: 'saved', message: 'Nada mudou: os valores já eram esses.' }
    // The person being looked at may have been found by the very e-mail or phone just corrected.
    const current = parsePersonKey((await currentPersonKey()) ?? '')
    const previous = parsePersonKey(
      current.ok && current.kind === 'email'
        ? String(formData.get('previous_email') ?? '')
        : String(formData.get('previous_phone') ?? ''),
    )
    if (current.ok && previous.ok && previous.key === current.key) {
      const next = parsePersonKey(current.kind === 'email' ? data.email : data.phone)
      if (next.ok) await setPersonKey(next.key)
    }
    revalidatePath('/admin', 'layout')
    return {
      status: 'saved',
      message: `Contato corrigido: ${changed.map((field) => fieldNames[field] ?? field).join(', ')}.`,
    }
  },
})
