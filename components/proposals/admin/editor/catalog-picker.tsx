import type { CatalogItem } from '@/lib/proposals/catalog'
import { button, input, label } from './editor-field'

/** Adds one package, menu or extra at the Studio's price; its button is the form's first, the one Enter presses. */
export function CatalogPicker({ catalog }: { catalog: CatalogItem[] }) {
  return (
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
      <button
        type="submit"
        name="intent"
        value="add"
        className={`${button} bg-white text-brand-800 ring-1 ring-brand-300`}
      >
        Adicionar
      </button>
    </div>
  )
}
