'use client'

import { useActionState } from 'react'
import { SubmitButton } from '@/components/ui/submit-button'
import { saveCancellationTiers, type TiersState } from '@/lib/proposals/admin-actions/save-cancellation-tiers'
import { TIER_ROWS, type TierValues } from '@/lib/proposals/cancellation-tiers'

const idle: TiersState = { status: 'idle' }
const input = 'min-h-11 w-24 rounded-xl border border-brand-200 bg-white px-3 text-base'

/** The cancellation policy: "mais de N dias antes da festa, devolve X% do que foi pago", up to four rows. */
export function CancellationTiersForm({ initial, saved }: { initial: TierValues; saved: boolean }) {
  const [state, action] = useActionState(saveCancellationTiers, idle)
  const values = state.status === 'idle' ? initial : state.values
  return (
    <form action={action} key={JSON.stringify(values)} className="space-y-3" aria-labelledby="cancelamento-titulo">
      <h3 id="cancelamento-titulo" className="text-xl font-semibold text-ink">
        Política de cancelamento
      </h3>
      <p className="text-sm text-muted">
        Quanto do que foi pago volta ao cliente quando a festa é cancelada. Vale a faixa com mais dias que ainda faltam;
        abaixo de todas, nada volta. Nos 7 dias depois do aceite on-line tudo volta sempre (Código de Defesa do
        Consumidor, art. 49).
      </p>
      {state.status !== 'idle' ? (
        <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm font-semibold text-red-800">
          {state.message}
        </p>
      ) : saved ? (
        <p role="status" className="rounded-xl bg-emerald-50 p-3 text-sm font-semibold text-emerald-900">
          Política de cancelamento salva.
        </p>
      ) : null}
      {Array.from({ length: TIER_ROWS }, (_, row) => (
        <fieldset key={row} className="flex flex-wrap items-center gap-2">
          <legend className="sr-only">Faixa {row + 1}</legend>
          <label htmlFor={`faixa-dias-${row}`}>Mais de</label>
          <input
            id={`faixa-dias-${row}`}
            name="days"
            inputMode="numeric"
            defaultValue={values.days[row] ?? ''}
            className={input}
          />
          <label htmlFor={`faixa-percentual-${row}`}>dias antes da festa, devolve (%)</label>
          <input
            id={`faixa-percentual-${row}`}
            name="percent"
            inputMode="numeric"
            defaultValue={values.percent[row] ?? ''}
            className={input}
          />
        </fieldset>
      ))}
      <SubmitButton
        pendingText="Salvando..."
        className="min-h-11 rounded-full bg-brand-600 px-5 font-bold text-white hover:bg-brand-700 disabled:opacity-70"
      >
        Salvar política
      </SubmitButton>
    </form>
  )
}
