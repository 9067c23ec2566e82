import type { LeadSourceChoice } from '@/lib/quotes/lead-sources'
import { fieldId } from './form-field'

type Props = { choices: LeadSourceChoice[]; value: string; onChange: (value: string) => void }

/** "Como nos conheceu?": optional, its choices from the site settings; absent when there are none. */
export function LeadSourceField({ choices, value, onChange }: Props) {
  if (choices.length === 0) return null
  return (
    <div className="sm:col-span-2">
      <label htmlFor={fieldId('lead_source')} className="block font-semibold text-ink">
        Como nos conheceu? <span className="font-normal text-muted">(opcional)</span>
      </label>
      <select id={fieldId('lead_source')} name="lead_source" value={value} onChange={(event) => onChange(event.target.value)} className="field-input">
        <option value="">Prefiro não dizer</option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </div>
  )
}
