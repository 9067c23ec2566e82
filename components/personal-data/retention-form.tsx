'use client'

import { useActionState } from 'react'
import { setRetention, type SetRetentionState } from '@/lib/personal-data/actions/set-retention'
import { RETENTION_MAX_MONTHS, RETENTION_MIN_MONTHS } from '@/lib/personal-data/contract'
import { inputClass, primaryButton } from './field-class'

/** 'Prazo de guarda' in months: applied by the daily anonymization and printed on the privacy page. */
export function RetentionForm({ months }: { months: number }) {
  const [state, action, pending] = useActionState<SetRetentionState, FormData>(setRetention, { status: 'idle' })
  const refused = state.status === 'invalid' || state.status === 'failed' ? state : undefined
  return (
    <form action={action} className="space-y-3">
      <label htmlFor="meses" className="block font-semibold">
        Prazo de guarda (meses)
      </label>
      <div className="flex flex-wrap gap-3">
        <input
          id="meses"
          name="meses"
          type="number"
          inputMode="numeric"
          min={RETENTION_MIN_MONTHS}
          max={RETENTION_MAX_MONTHS}
          required
          defaultValue={refused?.typed ?? months}
          key={refused ? `${refused.status}:${refused.typed}` : months}
          aria-describedby={refused ? 'meses-erro' : 'meses-dica'}
          aria-invalid={refused ? true : undefined}
          className={`${inputClass} mt-0 w-32`}
        />
        <button type="submit" disabled={pending} className={primaryButton}>
          {pending ? 'Salvando...' : 'Salvar prazo'}
        </button>
      </div>
      <p id="meses-dica" className="text-sm text-muted">
        Contado da data da festa (ou do pedido, sem data). Todo dia, os orçamentos mais antigos que isso são
        anonimizados.
      </p>
      <p
        id="meses-erro"
        role={refused ? 'alert' : 'status'}
        className={`text-sm font-semibold empty:hidden ${refused ? 'text-red-700' : 'text-green-800'}`}
      >
        {state.status === 'idle' ? '' : state.message}
      </p>
    </form>
  )
}
