import type { EditorErrors, EditorValues } from '@/lib/proposals/editor-form'
import { EditorField, fieldProps, input, label } from './editor-field'

/** The discount, the payment terms and the conditions the client confirms reading before accepting. */
export function TermsFields({ values, errors }: { values: EditorValues; errors: EditorErrors }) {
  return (
    <>
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
        <EditorField name="discountValue" title="Valor do desconto" errors={errors}>
          <input
            {...fieldProps('discountValue', errors)}
            inputMode="decimal"
            placeholder="ex.: 150,00 ou 10"
            defaultValue={values.discountValue}
            className={input}
          />
        </EditorField>
      </fieldset>

      <EditorField name="paymentTerms" title="Forma de pagamento" errors={errors}>
        <textarea
          {...fieldProps('paymentTerms', errors)}
          rows={3}
          defaultValue={values.paymentTerms}
          className={`${input} py-2`}
        />
      </EditorField>
      <EditorField name="conditions" title="Condições (o cliente marca que leu antes de aceitar)" errors={errors}>
        <textarea
          {...fieldProps('conditions', errors)}
          rows={8}
          defaultValue={values.conditions}
          className={`${input} py-2 text-sm`}
        />
      </EditorField>
    </>
  )
}
