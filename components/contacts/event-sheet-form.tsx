'use client'

import { useActionState } from 'react'
import { saveEventSheet, type EventSheetState } from '@/lib/contacts/actions/save-event-sheet'

/** The owner's part of the sheet: notes for the team and the checklist, one item a line. */
export function EventSheetForm({ id, notes, checklist }: { id: number; notes: string; checklist: string[] }) {
  const [state, action, pending] = useActionState<EventSheetState, FormData>(saveEventSheet, { status: 'idle' })
  const refused = state.status === 'invalid' || state.status === 'failed'
  return (
    <form
      action={action}
      className="space-y-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-brand-100 print:hidden"
      aria-describedby="ficha-aviso"
    >
      <h2 className="text-lg font-semibold text-ink">Para a equipe</h2>
      <input type="hidden" name="id" value={id} />
      <div>
        <label htmlFor="ficha-observacoes" className="block text-sm font-semibold">
          Observações para a equipe
        </label>
        <textarea
          id="ficha-observacoes"
          name="team_notes"
          rows={4}
          maxLength={2000}
          defaultValue={refused ? state.notes : notes}
          key={refused ? `recusado:${state.notes}` : notes}
          className="mt-1 w-full rounded-xl border border-brand-200 bg-white p-2"
        />
      </div>
      <div>
        <label htmlFor="ficha-checklist" className="block text-sm font-semibold">
          Checklist (um item por linha)
        </label>
        <textarea
          id="ficha-checklist"
          name="checklist"
          rows={6}
          defaultValue={refused ? state.checklist : checklist.join('\n')}
          key={refused ? `recusado:${state.checklist}` : checklist.join('\n')}
          placeholder={'Levar 2 réchauds\nConferir gás\nToalhas brancas'}
          className="mt-1 w-full rounded-xl border border-brand-200 bg-white p-2"
        />
      </div>
      <button
        type="submit"
        disabled={pending}
        className="inline-flex min-h-11 items-center rounded-full bg-brand-600 px-5 font-bold text-white hover:bg-brand-700 disabled:opacity-70"
      >
        Salvar ficha
      </button>
      <p
        id="ficha-aviso"
        role={refused ? 'alert' : 'status'}
        className={`empty:hidden ${refused ? 'font-semibold text-red-700' : 'text-emerald-800'}`}
      >
        {state.message}
      </p>
    </form>
  )
}
