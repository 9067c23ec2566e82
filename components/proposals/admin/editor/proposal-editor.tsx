'use client'

import { useActionState } from 'react'
import { SubmitButton } from '@/components/ui/submit-button'
import { saveProposal, type EditorState } from '@/lib/proposals/admin-actions/save-proposal'
import type { CatalogItem } from '@/lib/proposals/catalog'
import type { EditorValues } from '@/lib/proposals/editor-form'
import { button } from './editor-field'
import { EventFields } from './event-fields'
import { LineItems } from './line-items'
import { ScheduleFields } from './schedule-fields'
import { TermsFields } from './terms-fields'

type Props = { orcamentoId: number; initial: EditorValues; catalog: CatalogItem[] }

const idle: EditorState = { status: 'idle' }

/**
 * The proposal editor: one form whose buttons save the draft, add an item from the Studio's
 * catalogue or send; it posts to a server action, so it works before scripts (and on a phone).
 */
export function ProposalEditor({ orcamentoId, initial, catalog }: Props) {
  // The quote's id is a hidden field, not bound to the action (lib/forms/form-id.ts says why).
  const [state, action] = useActionState(saveProposal, idle)
  const values = state.status === 'idle' ? initial : state.values
  const errors = state.status === 'invalid' ? state.errors : {}
  return (
    <form action={action} key={JSON.stringify(values)} className="space-y-6" aria-labelledby="editor-titulo" noValidate>
      <input type="hidden" name="orcamentoId" value={orcamentoId} />
      <h2 id="editor-titulo" className="text-xl font-semibold text-ink">
        Proposta
      </h2>
      {state.status !== 'idle' ? (
        <p role="alert" className="rounded-xl bg-red-50 p-3 font-semibold text-red-800 ring-1 ring-red-200">
          {state.message}
        </p>
      ) : null}
      <EventFields values={values} errors={errors} />
      <LineItems lines={values.lines} errors={errors} catalog={catalog} />
      <ScheduleFields rows={values.schedule} errors={errors} />
      <TermsFields values={values} errors={errors} />
      <div className="sticky bottom-0 -mx-4 flex flex-wrap gap-3 border-t border-brand-100 bg-white/95 px-4 py-3 sm:static sm:mx-0 sm:border-0 sm:bg-transparent sm:px-0">
        <SubmitButton pendingText="Salvando..." className={`${button} bg-white text-brand-800 ring-1 ring-brand-300`}>
          Salvar rascunho
        </SubmitButton>
        <SubmitButton
          name="intent"
          value="send"
          pendingText="Enviando..."
          className={`${button} bg-brand-600 text-white hover:bg-brand-700`}
        >
          Enviar
        </SubmitButton>
      </div>
    </form>
  )
}
