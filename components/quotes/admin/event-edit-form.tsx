'use client'

import { useActionState } from 'react'
import { FormField } from '@/components/quotes/form-field'
import { SubmitButton } from '@/components/ui/submit-button'
import type { LeadSourceChoice } from '@/lib/content/lead-sources'
import { updateQuote, type UpdateQuoteState } from '@/lib/quotes/admin-actions/update-quote'
import type { EventErrors, EventValues } from '@/lib/quotes/event-form'
import { LIMITS } from '@/lib/quotes/form-values'
import { partyTypes } from '@/lib/quotes/party-types'
import { FormAnswer } from '@/components/admin/form-answer'
import { OverrideField } from '@/components/bookings/override-field'

type Props = { id: number; initial: EventValues; leadSources: LeadSourceChoice[] }

/**
 * "Editar dados do evento": every field the history follows, as uncontrolled inputs (a plain form
 * before scripts run). What was typed comes back with the answer, errors beside their fields; a new
 * date on a full or blocked day asks why before moving the booking there.
 */
export function EventEditForm({ id, initial, leadSources }: Props) {
  const [state, action] = useActionState<UpdateQuoteState, FormData>(updateQuote, { status: 'idle' })
  const values = state.status === 'idle' ? initial : state.values
  const errors: EventErrors = state.status === 'invalid' ? state.errors : {}
  // Each answer remounts the fields with the values it carries.
  const version = state.status === 'idle' ? 'inicial' : `${state.status}:${JSON.stringify(values)}`
  const field = (name: keyof Omit<EventValues, 'party_type'>, label: string, extra: Record<string, unknown> = {}) => (
    <FormField
      key={`${name}:${version}`}
      name={name}
      label={label}
      defaultValue={values[name]}
      error={errors[name]}
      {...extra}
    />
  )
  return (
    <form action={action} className="space-y-4" noValidate>
      <input type="hidden" name="id" value={id} />
      <FormAnswer state={state} />
      <div className="grid gap-4 sm:grid-cols-2">
        {field('date', 'Data do evento', { type: 'date' })}
        {field('event_time', 'Horário', { type: 'time' })}
        {field('guests', 'Convidados', { inputMode: 'numeric' })}
        {field('event_value', 'Valor do evento (R$)', { inputMode: 'decimal', placeholder: 'ex.: 5.000,00' })}
        {field('neighborhood', 'Bairro', { maxLength: LIMITS.neighborhood })}
        {field('address_cep', 'CEP', {
          inputMode: 'numeric',
          autoComplete: 'off',
          placeholder: '01234-567',
          maxLength: 9,
        })}
        {field('address_street', 'Rua', { maxLength: 200, className: 'sm:col-span-2' })}
        {field('address_number', 'Número', { maxLength: 20 })}
        {field('address_complement', 'Complemento', { maxLength: 100 })}
        {field('address_city', 'Cidade', { maxLength: 100 })}
        <fieldset
          className="sm:col-span-2"
          aria-describedby={errors.party_type ? 'orcamento-party_type-erro' : undefined}
        >
          <legend className="font-semibold text-ink">Tipo de festa</legend>
          <div className="mt-2 flex flex-wrap gap-2">
            {partyTypes.map((type) => (
              <label key={`${type.id}:${version}`} className="choice-chip">
                <input
                  type="checkbox"
                  name="party_type"
                  value={type.id}
                  defaultChecked={values.party_type.includes(type.id)}
                  className="h-4 w-4 accent-brand-600"
                />
                {type.label}
              </label>
            ))}
          </div>
          {errors.party_type ? (
            <p id="orcamento-party_type-erro" className="mt-1 text-sm font-semibold text-red-700">
              {errors.party_type}
            </p>
          ) : null}
        </fieldset>
        <div className="sm:col-span-2">
          <label htmlFor="orcamento-lead_source" className="block font-semibold text-ink">
            Como nos conheceu
          </label>
          <select
            id="orcamento-lead_source"
            name="lead_source"
            defaultValue={values.lead_source}
            key={`lead_source:${version}`}
            className="field-input"
          >
            <option value="">Não informado</option>
            {leadSources.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
            {values.lead_source && !leadSources.some((choice) => choice.value === values.lead_source) ? (
              <option value={values.lead_source}>{values.lead_source}</option>
            ) : null}
          </select>
        </div>
        <div className="sm:col-span-2">
          <label htmlFor="orcamento-message" className="block font-semibold text-ink">
            Mensagem
          </label>
          <textarea
            id="orcamento-message"
            name="message"
            rows={4}
            maxLength={LIMITS.message}
            defaultValue={values.message}
            key={`message:${version}`}
            aria-invalid={errors.message ? true : undefined}
            aria-describedby={errors.message ? 'orcamento-message-erro' : undefined}
            className="field-input"
          />
          {errors.message ? (
            <p id="orcamento-message-erro" className="mt-1 text-sm font-semibold text-red-700">
              {errors.message}
            </p>
          ) : null}
        </div>
      </div>
      {state.status === 'override' ? <OverrideField id={`evento-motivo-${id}`} question={state.message} /> : null}
      <SubmitButton
        pendingText="Salvando..."
        className="min-h-11 rounded-full bg-brand-600 px-5 font-bold text-white hover:bg-brand-700 disabled:opacity-70"
      >
        {state.status === 'override' ? 'Salvar e reservar mesmo assim' : 'Salvar alterações'}
      </SubmitButton>
    </form>
  )
}
