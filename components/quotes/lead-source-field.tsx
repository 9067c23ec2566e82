import type { LeadSourceChoice } from '@/lib/content/lead-sources'
import { fieldId } from './form-field'

type Props = {
  choices: LeadSourceChoice[]
  value: string
  onChange: (value: string) => void
  texts: Record<'leadSourceLabel' | 'optionalNote' | 'leadSourceNone', string>
}

/** "Como nos conheceu?": optional, its choices from the site settings; absent when there are none. */
export function LeadSourceField({ choices, value, onChange, texts }: Props) {
  if (choices.length === 0) return null
  return (
    <div className="sm:col-span-2">
      <label htmlFor={fieldId('lead_source')} className="block font-semibold text-ink">
        {texts.leadSourceLabel} <span className="font-normal text-muted">{texts.optionalNote}</span>
      </label>
      <select
        id={fieldId('lead_source')}
        name="lead_source"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="field-input"
      >
        <option value="">{texts.leadSourceNone}</option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </div>
  )
}
