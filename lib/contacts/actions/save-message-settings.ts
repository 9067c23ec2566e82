'use server'

import { revalidatePath } from 'next/cache'
import * as z from 'zod/mini'
import { adminAction } from '../../auth/action'
import { messageSettings } from '../admin-contacts'
import { getContactsStore } from '../store'
import {
  hasLoneBrace,
  situationNames,
  unknownMarkers,
  whatsappSituations,
  type WhatsappSituation,
} from '../whatsapp-templates'

const MESSAGE_MAX = 1000

type Field = WhatsappSituation | 'review_url'

export type MessageSettingsState = {
  status: 'idle' | 'saved' | 'invalid' | 'failed'
  message?: string
  errors?: Partial<Record<Field, string>>
  /** What was typed, shown again after a refusal. */
  values?: Partial<Record<Field, string>>
}

/** Why a text cannot be saved, in Portuguese; null when it can. */
function messageError(name: WhatsappSituation, text: string): string | null {
  if (text.length > MESSAGE_MAX) return `A mensagem deve ter no máximo ${MESSAGE_MAX} caracteres.`
  const unknown = unknownMarkers(text, name)
  if (unknown.length > 0) {
    const allowed = Object.keys(whatsappSituations[name].placeholders)
      .map((marker) => `{${marker}}`)
      .join(', ')
    return `${unknown.map((marker) => `{${marker}}`).join(', ')} não é um marcador desta mensagem. Use: ${allowed}.`
  }
  if (hasLoneBrace(text)) return 'Há uma chave { ou } sem par: escreva o marcador como {nome}.'
  return null
}

// Empty, or what the table's own check takes (admin_settings.review_url): a whole https link of at most 500 characters.
const reviewUrl = z
  .string()
  .check(
    z.refine(
      (url) => url === '' || (url.length <= 500 && /^https:\/\/[^\s<>"]+$/.test(url) && URL.canParse(url)),
      'Informe um link completo, começando com https:// (ex.: https://g.page/r/.../review).',
    ),
  )

/**
 * Saves the six WhatsApp texts and the review link. A text left blank, or equal to the one in use
 * by default, goes back to the default (so a better default reaches it later). Nothing is saved
 * while any field is refused.
 */
export const saveMessageSettings = adminAction({
  log: '[contatos] falha ao salvar as mensagens de WhatsApp',
  values: (formData) => {
    const values: Partial<Record<Field, string>> = {}
    for (const name of situationNames)
      values[name] = String(formData.get(name) ?? '')
        .replace(/\r\n/g, '\n')
        .trim()
    values.review_url = String(formData.get('review_url') ?? '').trim()
    return values
  },
  parse: (values) => {
    const errors: Partial<Record<Field, string>> = {}
    for (const name of situationNames) {
      const error = messageError(name, values[name] ?? '')
      if (error) errors[name] = error
    }
    const url = z.safeParse(reviewUrl, values.review_url ?? '')
    if (!url.success) errors.review_url = url.error.issues[0]?.message
    return Object.keys(errors).length > 0 ? { ok: false, fieldErrors: errors } : { ok: true, data: values }
  },
  invalid: 'Corrija os campos marcados. Nada foi salvo.',
  failure: 'Não foi possível salvar. Tente novamente.',
  refuse: ({ status, message, fieldErrors, values }): MessageSettingsState =>
    status === 'invalid' ? { status, message, errors: fieldErrors, values } : { status, message, values },
  run: async (values, { caller }): Promise<MessageSettingsState> => {
    const current = await messageSettings()
    const store = getContactsStore()
    for (const name of situationNames) {
      const text = values[name] ?? ''
      const saved = current.saved[name]
      const next = text === '' || (saved === undefined && text === current.texts[name]) ? null : text
      if (next !== (saved ?? null)) await store.saveTemplate(caller, name, next)
    }
    const url = values.review_url ?? ''
    if (url !== (current.reviewUrl ?? '')) await store.saveReviewUrl(caller, url || null)
    revalidatePath('/admin', 'layout')
    return { status: 'saved', message: 'Mensagens salvas.' }
  },
})
