'use server'

import { revalidatePath } from 'next/cache'
import { redirect } from 'next/navigation'
import { requireAdmin } from '../../auth/guard'
import { formNumber } from '../../forms/form-id'
import { getSiteChrome } from '../../content/site'
import { getQuoteStore } from '../../quotes/store'
import { lineFromItem } from '../catalog'
import { getProposalCatalog } from '../catalog-source'
import { frozenContent, ScheduleMismatch } from '../content'
import { editorValues, parseEditor, type EditorErrors, type EditorValues } from '../editor-form'
import { isWrongState } from '../contract'
import { newProposalLink } from '../link'
import { getProposalStore } from '../store'
import { centsToInput } from '../../money'
import { describeFailure } from '../../log/describe-failure'

export type EditorState =
  { status: 'idle' } | { status: 'invalid' | 'failed'; message: string; errors: EditorErrors; values: EditorValues }

const invalid = (values: EditorValues, errors: EditorErrors): EditorState => ({
  status: 'invalid',
  message: 'Confira os campos marcados.',
  errors,
  values,
})

/**
 * The editor's one form: "Salvar rascunho", "Adicionar" (an item from the Studio's catalogue) and
 * "Enviar" (save, then freeze as the next version). Everything typed is saved first, so adding an
 * item never loses an edit; a rejected form comes back as typed.
 */
export async function saveProposal(_previous: EditorState, formData: FormData): Promise<EditorState> {
  const admin = await requireAdmin()
  const orcamentoId = formNumber(formData, 'orcamentoId')
  const intent = formData.get('intent')
  const values = editorValues(formData)
  // Enter in a field presses the form's first button, "Adicionar": with nothing chosen, it saves.
  const chosen = formData.get('catalogItem')
  if (intent === 'add' && chosen) {
    const item = (await getProposalCatalog()).find(({ id }) => id === chosen)
    if (!item) return invalid(values, { lines: 'Este item não está mais no catálogo. Escolha outro.' })
    const line = lineFromItem(item, /^\d+$/.test(values.guests) ? Number(values.guests) : null)
    values.lines.push({
      description: line.description,
      price: centsToInput(line.unitCents),
      quantity: String(line.quantity),
    })
  }
  const sending = intent === 'send'
  const parsed = parseEditor(values, { sending })
  if (!parsed.ok) return invalid(values, parsed.errors)

  const proposals = getProposalStore()
  let sent: number | undefined
  try {
    const proposalId = await proposals.save(admin, orcamentoId, parsed.draft)
    if (sending) {
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
      const content = frozenContent({ proposalId, version, draft: parsed.draft, quote, business })
      sent = await proposals.send(admin, proposalId, newProposalLink(), content)
    }
  } catch (error) {
    if (error instanceof ScheduleMismatch)
      return invalid(values, {
        schedule: 'As parcelas passam do restante depois do sinal: confira valores e porcentagens.',
      })
    if (isWrongState(error))
      return { status: 'failed', message: 'Esta proposta já foi aceita e não muda mais.', errors: {}, values }
    console.error('[propostas] falha ao salvar a proposta', describeFailure(error))
    return { status: 'failed', message: 'Não foi possível salvar a proposta. Tente novamente.', errors: {}, values }
  }
  revalidatePath('/admin', 'layout')
  redirect(`/admin/orcamentos/${orcamentoId}/proposta?${sent ? `enviada=${sent}` : 'salva=1'}`)
}
