'use server'

import { revalidatePath } from 'next/cache'
import { redirect } from 'next/navigation'
import { adminAction } from '../../auth/action'
import { formNumber } from '../../forms/form-id'
import { getSiteChrome } from '../../content/site'
import { getQuoteStore } from '../../quotes/store'
import { lineFromItem } from '../catalog'
import { getProposalCatalog } from '../catalog-source'
import { frozenContent, ScheduleMismatch } from '../content'
import { editorValues, parseEditor, type EditorErrors, type EditorValues } from '../editor-form'
import { isBelowKept, isWrongState } from '../contract'
import { newProposalLink } from '../link'
import { getProposalStore } from '../store'
import { centsToInput } from '../../money'

export type EditorState =
  { status: 'idle' } | { status: 'invalid' | 'failed'; message: string; errors: EditorErrors; values: EditorValues }

/**
 * The editor's one form: "Salvar rascunho", "Adicionar" (an item from the Studio's catalogue) and
 * "Enviar" (save, then freeze as the next version). Everything typed is saved first, so adding an
 * item never loses an edit; a rejected form comes back as typed.
 */
export const saveProposal = adminAction({
  log: '[propostas] falha ao salvar a proposta',
  values: editorValues,
  parse: async (values, formData) => {
    // Enter in a field presses the form's first button, "Adicionar": with nothing chosen, it saves.
    const chosen = formData.get('catalogItem')
    if (formData.get('intent') === 'add' && chosen) {
      const item = (await getProposalCatalog()).find(({ id }) => id === chosen)
      if (!item) return { ok: false, fieldErrors: { lines: 'Este item não está mais no catálogo. Escolha outro.' } }
      const line = lineFromItem(item, /^\d+$/.test(values.guests) ? Number(values.guests) : null)
      values.lines.push({
        description: line.description,
        price: centsToInput(line.unitCents),
        quantity: String(line.quantity),
      })
    }
    const parsed = parseEditor(values, { sending: formData.get('intent') === 'send' })
    return parsed.ok ? { ok: true, data: parsed.draft } : { ok: false, fieldErrors: parsed.errors }
  },
  invalid: 'Confira os campos marcados.',
  recognise: (error, _draft, { values }): EditorState | undefined => {
    if (error instanceof ScheduleMismatch)
      return {
        status: 'invalid',
        message: 'Confira os campos marcados.',
        errors: { schedule: 'As parcelas passam do restante depois do sinal: confira valores e porcentagens.' },
        values,
      }
    if (isWrongState(error))
      return { status: 'failed', message: 'Esta proposta já foi aceita e não muda mais.', errors: {}, values }
    if (isBelowKept(error))
      return {
        status: 'invalid',
        message: 'O total do aditivo fica abaixo do sinal e do que já foi pago: confira os itens.',
        errors: {},
        values,
      }
  },
  failure: 'Não foi possível salvar a proposta. Tente novamente.',
  refuse: ({ status, message, fieldErrors, values }): EditorState => ({ status, message, errors: fieldErrors, values }),
  run: async (draft, { caller: admin, formData, values }): Promise<EditorState> => {
    const orcamentoId = formNumber(formData, 'orcamentoId')
    const proposals = getProposalStore()
    let sent: number | undefined
    // After acceptance, the editor writes an aditivo: the accepted version stands until the client accepts it.
    const amendment = (await proposals.get(admin, orcamentoId))?.status === 'accepted'
    const proposalId = await proposals.save(admin, orcamentoId, draft, amendment)
    if (formData.get('intent') === 'send') {
      const [quote, current, { settings }] = await Promise.all([
        getQuoteStore().get(admin, orcamentoId),
        proposals.get(admin, orcamentoId),
        getSiteChrome(),
      ])
      if (!quote || !current) return { status: 'failed', message: 'Orçamento não encontrado.', errors: {}, values }
      const version = current.currentVersion + 1
      const business = {
        name: settings.businessName,
        phone: settings.phone,
        whatsapp: settings.whatsappNumber,
        email: settings.email,
      }
      const content = frozenContent({ proposalId, version, draft, quote, business })
      sent = await proposals.send(admin, proposalId, newProposalLink(), content, amendment)
    }
    revalidatePath('/admin', 'layout')
    redirect(`/admin/orcamentos/${orcamentoId}/proposta?${sent ? `enviada=${sent}` : 'salva=1'}`)
  },
})
