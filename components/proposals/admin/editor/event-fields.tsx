import type { EditorErrors, EditorValues } from '@/lib/proposals/editor-form'
import { EditorField, fieldProps, input } from './editor-field'

/** The event the proposal prices, how long it holds and the deposit's share. */
export function EventFields({ values, errors }: { values: EditorValues; errors: EditorErrors }) {
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="sr-only">Evento e validade</legend>
      <div className="space-y-2">
        <EditorField name="guests" title="Convidados" errors={errors}>
          <input {...fieldProps('guests', errors)} inputMode="numeric" defaultValue={values.guests} className={input} />
        </EditorField>
        <input type="hidden" name="previousGuests" value={values.previousGuests} />
        {values.previousGuests ? (
          <label className="flex items-start gap-2 text-sm">
            <input
              type="checkbox"
              name="updatePerGuest"
              defaultChecked={values.updatePerGuest}
              className="mt-0.5 h-5 w-5 shrink-0 accent-brand-600"
            />
            <span>
              Se mudar os convidados, atualizar os itens por convidado (os que têm {values.previousGuests} como
              quantidade; o mínimo de cada um continua valendo).
            </span>
          </label>
        ) : null}
      </div>
      <EditorField name="eventDate" title="Data do evento" errors={errors}>
        <input {...fieldProps('eventDate', errors)} type="date" defaultValue={values.eventDate} className={input} />
      </EditorField>
      <EditorField name="validUntil" title="Válida até" errors={errors}>
        <input
          {...fieldProps('validUntil', errors)}
          type="date"
          required
          defaultValue={values.validUntil}
          className={input}
        />
      </EditorField>
      <EditorField name="depositPercent" title="Sinal (% do total)" errors={errors}>
        <input
          {...fieldProps('depositPercent', errors)}
          inputMode="numeric"
          defaultValue={values.depositPercent}
          className={input}
        />
      </EditorField>
    </fieldset>
  )
}
