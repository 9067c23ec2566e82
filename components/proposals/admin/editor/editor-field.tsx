import type { ReactNode } from 'react'
import type { EditorErrors } from '@/lib/proposals/editor-form'

export const input =
  'min-h-11 w-full rounded-xl border border-brand-200 bg-white px-3 text-base focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none aria-[invalid=true]:border-red-500'
export const label = 'block text-sm font-semibold'
export const button = 'min-h-11 rounded-full px-5 font-bold disabled:opacity-70'

export type FieldName = Exclude<keyof EditorErrors, 'line' | 'lines'>

export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={id} className="text-sm font-semibold text-red-700">
      {message}
    </p>
  ) : null
}

/** The id, name and error wiring of one of the editor's own fields, spread on its input. */
export const fieldProps = (name: FieldName, errors: EditorErrors) => ({
  id: `proposta-${name}`,
  name,
  'aria-invalid': errors[name] ? true : undefined,
  'aria-describedby': errors[name] ? `proposta-${name}-erro` : undefined,
})

/** A labelled field with its error under it; the control inside spreads fieldProps(name). */
export function EditorField({
  name,
  title,
  errors,
  children,
}: {
  name: FieldName
  title: string
  errors: EditorErrors
  children: ReactNode
}) {
  return (
    <div className="space-y-1">
      <label htmlFor={`proposta-${name}`} className={label}>
        {title}
      </label>
      {children}
      <FieldError id={`proposta-${name}-erro`} message={errors[name]} />
    </div>
  )
}
