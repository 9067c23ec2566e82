import type { CatalogItem } from '@/lib/proposals/catalog'
import type { EditorErrors, EditorValues } from '@/lib/proposals/editor-form'
import { CatalogPicker } from './catalog-picker'
import { FieldError, input, label } from './editor-field'

// Empty rows after the saved lines, so a new item is typed in place, with or without scripts.
const SPARE_ROWS = 2

type Line = EditorValues['lines'][number]

/** The priced lines, two empty ones to add more, and the Studio's catalogue to add a priced item. */
export function LineItems({ lines, errors, catalog }: { lines: Line[]; errors: EditorErrors; catalog: CatalogItem[] }) {
  const rows = [...lines, ...Array.from({ length: SPARE_ROWS }, () => ({ description: '', price: '', quantity: '1' }))]
  return (
    <fieldset className="space-y-3">
      <legend className="text-lg font-semibold text-ink">Itens</legend>
      <FieldError id="proposta-lines-erro" message={errors.lines} />
      <ol className="space-y-3">
        {rows.map((line, index) => (
          <LineRow key={index} line={line} index={index} spare={index >= lines.length} error={errors.line?.[index]} />
        ))}
      </ol>
      {catalog.length > 0 ? <CatalogPicker catalog={catalog} /> : null}
    </fieldset>
  )
}

function LineRow({
  line,
  index,
  spare,
  error,
}: {
  line: Line
  index: number
  spare: boolean
  error: string | undefined
}) {
  return (
    <li className="grid grid-cols-2 gap-3 rounded-2xl bg-white p-4 ring-1 ring-brand-100 sm:grid-cols-[1fr_9rem_6rem_auto] sm:items-end">
      <div className="col-span-2 space-y-1 sm:col-span-1">
        <label htmlFor={`line-${index}-description`} className={label}>
          {spare ? 'Novo item (opcional)' : `Item ${index + 1}`}
        </label>
        <input
          id={`line-${index}-description`}
          name={`line.${index}.description`}
          defaultValue={line.description}
          maxLength={200}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `line-${index}-erro` : undefined}
          className={input}
        />
      </div>
      <div className="space-y-1">
        <label htmlFor={`line-${index}-price`} className={label}>
          Preço unitário (R$)
        </label>
        <input
          id={`line-${index}-price`}
          name={`line.${index}.price`}
          inputMode="decimal"
          placeholder="0,00"
          defaultValue={line.price}
          className={input}
        />
      </div>
      <div className="space-y-1">
        <label htmlFor={`line-${index}-quantity`} className={label}>
          Qtd.
        </label>
        <input
          id={`line-${index}-quantity`}
          name={`line.${index}.quantity`}
          inputMode="numeric"
          defaultValue={line.quantity}
          className={input}
        />
      </div>
      {spare ? null : (
        <label className="col-span-2 flex min-h-11 items-center gap-2 text-sm sm:col-span-1">
          <input type="checkbox" name={`line.${index}.remove`} className="h-5 w-5 accent-red-600" /> Remover
        </label>
      )}
      <FieldError id={`line-${index}-erro`} message={error} />
    </li>
  )
}
