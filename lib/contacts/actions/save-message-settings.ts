'use server'

import { revalidatePath } from 'next/cache'
import { requireAdmin } from '../../auth/guard'
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

function reviewUrlError(url: string): string | null {
  if (url === '') return null
  try {
    const parsed = new URL(url)
    if (parsed.protocol === 'https:' && url.length <= 500 && !/[\s<>"]/.test(url)) return null
  } catch {
    // Not a URL: the message below.
  }
  return 'Informe um link completo, começando com https:// (ex.: https://g.page/r/.../review).'
}

/**
 * Saves the six WhatsApp texts and the review link. A text left blank, or equal to the one in use
 * by default, goes back to the default (so a better default reaches it later). Nothing is saved
 * while any field is refused.
 */
export async function saveMessageSettings(
  _previous: MessageSettingsState,
  formData: FormData,
): Promise<MessageSettingsState> {
  const admin = await requireAdmin()
  const values: Partial<Record<Field, string>> = {}
  const errors: Partial<Record<Field, string>> = {}
  for (const name of situationNames) {
    const text = String(formData.get(name) ?? '')
      .replace(/\r\n/g, '\n')
      .trim()
    values[name] = text
    const error = messageError(name, text)
    if (error) errors[name] = error
  }
  const reviewUrl = String(formData.get('review_url') ?? '').trim()
  values.review_url = reviewUrl
  const urlError = reviewUrlError(reviewUrl)
  if (urlError) errors.review_url = urlError
  if (Object.keys(errors).length > 0)
    return { status: 'invalid', message: 'Corrija os campos marcados. Nada foi salvo.', errors, values }
  const current = await messageSettings()
  const store = getContactsStore()
  try {
    for (const name of situationNames) {
      const text = values[name] ?? ''
      const saved = current.saved[name]
      const next = text === '' || (saved === undefined && text === current.texts[name]) ? null : text
      if (next !== (saved ?? null)) await store.saveTemplate(admin, name, next)
    }
    if (reviewUrl !== (current.reviewUrl ?? '')) await store.saveReviewUrl(admin, reviewUrl || null)
  } catch (error) {
    console.error('[contatos] falha ao salvar as mensagens de WhatsApp', error)
    return { status: 'failed', message: 'Não foi possível salvar. Tente novamente.', values }
  }
  revalidatePath('/admin', 'layout')
  return { status: 'saved', message: 'Mensagens salvas.' }
}
