import { forwardRef } from 'react'
import { orderedErrors, type FieldErrors } from '@/lib/quotes/form-values'
import { fieldId } from './form-field'

/** Every error of the last submit, linked to its field; receives focus so it is read first. */
export const ErrorSummary = forwardRef<HTMLDivElement, { errors: FieldErrors; heading: string }>(function ErrorSummary(
  { errors, heading },
  ref,
) {
  const list = orderedErrors(errors)
  if (list.length === 0) return null
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      aria-labelledby="orcamento-erros-titulo"
      className="rounded-2xl border border-red-300 bg-red-50 p-4 text-red-800 outline-none focus:ring-2 focus:ring-red-400"
    >
      <h3 id="orcamento-erros-titulo" className="font-sans text-base font-bold">
        {heading}
      </h3>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {list.map(({ field, message }) => (
          <li key={field}>
            <a href={`#${fieldId(field)}`} className="underline hover:no-underline">
              {message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
})
