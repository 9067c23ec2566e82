import { partyTypes, type PartyTypeNames } from '@/lib/quotes/party-types'
import { errorId } from './form-field'

type Props = {
  label: string
  names: PartyTypeNames
  selected: string[]
  onToggle: (id: string) => void
  error?: string
  disabled?: boolean
}

/** The party-type checkboxes; each click toggles one type. */
export function PartyTypeField({ label, names, selected, onToggle, error, disabled }: Props) {
  return (
    <fieldset
      id="orcamento-party_type"
      tabIndex={-1}
      aria-describedby={error ? errorId('party_type') : undefined}
      aria-invalid={error ? true : undefined}
      className="sm:col-span-2"
    >
      <legend className="font-semibold text-ink">{label}</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {partyTypes.map(({ id }) => (
          <label key={id} className="choice-chip">
            <input
              type="checkbox"
              name="party_type"
              value={id}
              checked={selected.includes(id)}
              onChange={() => onToggle(id)}
              disabled={disabled}
              className="h-4 w-4 accent-brand-600"
            />
            {names[id]}
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId('party_type')} className="mt-1 text-sm font-semibold text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}
