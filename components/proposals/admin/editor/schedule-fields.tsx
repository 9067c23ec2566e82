import { MAX_INSTALLMENTS, type EditorErrors, type EditorValues } from '@/lib/proposals/editor-form'
import { FieldError, input, label } from './editor-field'

// Empty rows after the typed installments, so one more is added in place, with or without scripts.
const SPARE_ROWS = 2

/** The balance after the deposit, in installments: each an amount (R$ or % of the total) and a due date; the last takes what remains. */
export function ScheduleFields({ rows, errors }: { rows: EditorValues['schedule']; errors: EditorErrors }) {
  const shown = [
    ...rows,
    ...Array.from({ length: Math.min(SPARE_ROWS, MAX_INSTALLMENTS - rows.length) }, () => ({ amount: '', due: '' })),
  ]
  return (
    <fieldset
      className="space-y-3"
      aria-describedby={errors.schedule ? 'proposta-schedule-erro' : 'proposta-schedule-dica'}
    >
      <legend className="text-lg font-semibold text-ink">Parcelas do restante</legend>
      <p id="proposta-schedule-dica" className="text-sm text-muted">
        O sinal vem primeiro (vence no prazo da pré-reserva). Depois, cada parcela em R$ (ex.: 1.500,00) ou em % do
        total (ex.: 35%), com o vencimento. A última fica com o que falta: deixe o valor dela em branco. Sem parcelas, o
        restante vai numa só.
      </p>
      <FieldError id="proposta-schedule-erro" message={errors.schedule} />
      <ol className="space-y-2">
        {shown.map((row, index) => (
          <li key={index} className="grid grid-cols-2 gap-3 rounded-2xl bg-white p-3 ring-1 ring-brand-100">
            <div className="space-y-1">
              <label htmlFor={`parcela-${index}-amount`} className={label}>
                {index < rows.length ? `Parcela ${index + 1}: valor` : 'Nova parcela (opcional): valor'}
              </label>
              <input
                id={`parcela-${index}-amount`}
                name={`parcela.${index}.amount`}
                inputMode="decimal"
                placeholder="ex.: 35% ou 1.500,00"
                defaultValue={row.amount}
                aria-invalid={errors.schedule ? true : undefined}
                className={input}
              />
            </div>
            <div className="space-y-1">
              <label htmlFor={`parcela-${index}-due`} className={label}>
                Vence em
              </label>
              <input
                id={`parcela-${index}-due`}
                name={`parcela.${index}.due`}
                type="date"
                defaultValue={row.due}
                className={input}
              />
            </div>
          </li>
        ))}
      </ol>
    </fieldset>
  )
}
