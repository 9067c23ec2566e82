'use client'

import { useActionState } from 'react'
import { SubmitButton } from '@/components/proposal/submit-button'
import { saveProposal, type EditorState } from '@/lib/proposals/admin-actions/save-proposal'
import type { CatalogItem } from '@/lib/proposals/catalog'
import type { EditorValues } from '@/lib/proposals/editor-form'

type Props = { orcamentoId: number; initial: EditorValues; catalog: CatalogItem[] }

const idle: EditorState = { status: 'idle' }
const SPARE_ROWS = 2

const input = 'min-h-11 w-full rounded-xl border border-brand-200 bg-white px-3 text-base focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none aria-[invalid=true]:border-red-500'
const label = 'block text-sm font-semibold'
const button = 'min-h-11 rounded-full px-5 font-bold disabled:opacity-70'

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={id} className="text-sm font-semibold text-red-700">
      {message}
    </p>
  ) : null
}

/**
 * The proposal editor: one form whose buttons save the draft, add an item from the Studio's
 * catalogue or send; it posts to a server action, so it works before scripts (and on a phone).
 */
export function ProposalEditor({ orcamentoId, initial, catalog }: Props) {
  // The quote's id is a hidden field, not bound to the action (lib/forms/form-id.ts says why).
  const [state, action] = useActionState(saveProposal, idle)
  const values = state.status === 'idle' ? initial : state.values
  const errors = state.status === 'invalid' ? state.errors : {}
  const rows = [...values.lines, ...Array.from({ length: SPARE_ROWS }, () => ({ description: '', price: '', quantity: '1' }))]
  const field = (name: keyof EditorValues & keyof typeof errors) => ({
    id: `proposta-${name}`,
    name,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `proposta-${name}-erro` : undefined,
  })
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

      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="sr-only">Evento e validade</legend>
        <div className="space-y-1">
          <label htmlFor="proposta-guests" className={label}>
            Convidados
          </label>
          <input {...field('guests')} inputMode="numeric" defaultValue={values.guests} className={input} />
          <FieldError id="proposta-guests-erro" message={errors.guests} />
        </div>
        <div className="space-y-1">
          <label htmlFor="proposta-eventDate" className={label}>
            Data do evento
          </label>
          <input {...field('eventDate')} type="date" defaultValue={values.eventDate} className={input} />
          <FieldError id="proposta-eventDate-erro" message={errors.eventDate} />
        </div>
        <div className="space-y-1">
          <label htmlFor="proposta-validUntil" className={label}>
            Válida até
          </label>
          <input {...field('validUntil')} type="date" required defaultValue={values.validUntil} className={input} />
          <FieldError id="proposta-validUntil-erro" message={errors.validUntil} />
        </div>
        <div className="space-y-1">
          <label htmlFor="proposta-depositPercent" className={label}>
            Sinal (% do total)
          </label>
          <input {...field('depositPercent')} inputMode="numeric" defaultValue={values.depositPercent} className={input} />
          <FieldError id="proposta-depositPercent-erro" message={errors.depositPercent} />
        </div>
      </fieldset>

      <fieldset className="space-y-3">
        <legend className="text-lg font-semibold text-ink">Itens</legend>
        <FieldError id="proposta-lines-erro" message={errors.lines} />
        <ol className="space-y-3">
          {rows.map((line, index) => {
            const error = errors.line?.[index]
            const spare = index >= values.lines.length
            return (
              <li key={index} className="grid grid-cols-2 gap-3 rounded-2xl bg-white p-4 ring-1 ring-brand-100 sm:grid-cols-[1fr_9rem_6rem_auto] sm:items-end">
                <div className="col-span-2 space-y-1 sm:col-span-1">
                  <label htmlFor={`line-${index}-description`} className={label}>
                    {spare ? 'Novo item (opcional)' : `Item ${index + 1}`}
                  </label>
                  <input id={`line-${index}-description`} name={`line.${index}.description`} defaultValue={line.description} maxLength={200} aria-invalid={error ? true : undefined} aria-describedby={error ? `line-${index}-erro` : undefined} className={input} />
                </div>
                <div className="space-y-1">
                  <label htmlFor={`line-${index}-price`} className={label}>
                    Preço unitário (R$)
                  </label>
                  <input id={`line-${index}-price`} name={`line.${index}.price`} inputMode="decimal" placeholder="0,00" defaultValue={line.price} className={input} />
                </div>
                <div className="space-y-1">
                  <label htmlFor={`line-${index}-quantity`} className={label}>
                    Qtd.
                  </label>
                  <input id={`line-${index}-quantity`} name={`line.${index}.quantity`} inputMode="numeric" defaultValue={line.quantity} className={input} />
                </div>
                {spare ? null : (
                  <label className="col-span-2 flex min-h-11 items-center gap-2 text-sm sm:col-span-1">
                    <input type="checkbox" name={`line.${index}.remove`} className="h-5 w-5 accent-red-600" /> Remover
                  </label>
                )}
                <FieldError id={`line-${index}-erro`} message={error} />
              </li>
            )
          })}
        </ol>
        {catalog.length > 0 ? (
          <div className="flex flex-col gap-2 rounded-2xl bg-brand-50 p-4 sm:flex-row sm:items-end">
            <div className="flex-1 space-y-1">
              <label htmlFor="proposta-catalogItem" className={label}>
                Adicionar do catálogo (preços do Studio)
              </label>
              <select id="proposta-catalogItem" name="catalogItem" defaultValue="" className={input}>
                <option value="">Escolha um pacote, cardápio ou adicional</option>
                {catalog.map((item) => (
                  <option key={item.id} value={item.id}>
                    {item.label}
                  </option>
                ))}
              </select>
            </div>
            <button type="submit" name="intent" value="add" className={`${button} bg-white text-brand-800 ring-1 ring-brand-300`}>
              Adicionar
            </button>
          </div>
        ) : null}
      </fieldset>

      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="sr-only">Desconto</legend>
        <div className="space-y-1">
          <label htmlFor="proposta-discountKind" className={label}>
            Desconto
          </label>
          <select id="proposta-discountKind" name="discountKind" defaultValue={values.discountKind} className={input}>
            <option value="none">Sem desconto</option>
            <option value="amount">Em reais (R$)</option>
            <option value="percent">Em porcentagem (%)</option>
          </select>
        </div>
        <div className="space-y-1">
          <label htmlFor="proposta-discountValue" className={label}>
            Valor do desconto
          </label>
          <input {...field('discountValue')} inputMode="decimal" placeholder="ex.: 150,00 ou 10" defaultValue={values.discountValue} className={input} />
          <FieldError id="proposta-discountValue-erro" message={errors.discountValue} />
        </div>
      </fieldset>

      <div className="space-y-1">
        <label htmlFor="proposta-paymentTerms" className={label}>
          Forma de pagamento
        </label>
        <textarea {...field('paymentTerms')} rows={3} defaultValue={values.paymentTerms} className={`${input} py-2`} />
        <FieldError id="proposta-paymentTerms-erro" message={errors.paymentTerms} />
      </div>
      <div className="space-y-1">
        <label htmlFor="proposta-conditions" className={label}>
          Condições (o cliente marca que leu antes de aceitar)
        </label>
        <textarea {...field('conditions')} rows={8} defaultValue={values.conditions} className={`${input} py-2 text-sm`} />
        <FieldError id="proposta-conditions-erro" message={errors.conditions} />
      </div>

      <div className="sticky bottom-0 -mx-4 flex flex-wrap gap-3 border-t border-brand-100 bg-white/95 px-4 py-3 sm:static sm:mx-0 sm:border-0 sm:bg-transparent sm:px-0">
        <SubmitButton pendingText="Salvando..." className={`${button} bg-white text-brand-800 ring-1 ring-brand-300`}>
          Salvar rascunho
        </SubmitButton>
        <SubmitButton name="intent" value="send" pendingText="Enviando..." className={`${button} bg-brand-600 text-white hover:bg-brand-700`}>
          Enviar
        </SubmitButton>
      </div>
    </form>
  )
}
