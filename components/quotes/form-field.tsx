import type { InputHTMLAttributes, ReactNode } from 'react'

type Props = {
  name: string
  label: string
  error?: string
  /** Guidance shown while typing, before any submit. */
  hint?: string
  children?: ReactNode
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'name'>

export const fieldId = (name: string) => `orcamento-${name}`
export const errorId = (name: string) => `orcamento-${name}-erro`

/** A labelled input whose error or hint is announced with it (aria-describedby). */
export function FormField({ name, label, error, hint, className = '', ...input }: Props) {
  const note = error ?? hint
  return (
    <div className={className}>
      <label htmlFor={fieldId(name)} className="block font-semibold text-ink">
        {label}
      </label>
      <input
        id={fieldId(name)}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={note ? errorId(name) : undefined}
        className="field-input"
        {...input}
      />
      {note ? (
        <p id={errorId(name)} className={`mt-1 text-sm ${error ? 'font-semibold text-red-700' : 'text-amber-800'}`}>
          {note}
        </p>
      ) : null}
    </div>
  )
}

type TextAreaProps = {
  name: string
  label: string
  error?: string
  value: string
  onChange: (value: string) => void
  maxLength: number
  disabled?: boolean
  required?: boolean
}

export function TextAreaField({
  name,
  label,
  error,
  value,
  onChange,
  maxLength,
  disabled,
  required = true,
}: TextAreaProps) {
  return (
    <div className="sm:col-span-2">
      <label htmlFor={fieldId(name)} className="block font-semibold text-ink">
        {label}
      </label>
      <textarea
        id={fieldId(name)}
        name={name}
        rows={5}
        required={required}
        value={value}
        maxLength={maxLength}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId(name) : undefined}
        className="field-input"
      />
      {error ? (
        <p id={errorId(name)} className="mt-1 text-sm font-semibold text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  )
}
