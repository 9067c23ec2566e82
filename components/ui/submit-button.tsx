'use client'

import { useFormStatus } from 'react-dom'

/** A submit button that cannot be pressed twice while its form is being sent (the server refuses a second answer anyway). */
export function SubmitButton({
  children,
  pendingText,
  className,
  name,
  value,
}: {
  children: React.ReactNode
  pendingText: string
  className: string
  name?: string
  value?: string
}) {
  const { pending } = useFormStatus()
  return (
    <button type="submit" name={name} value={value} disabled={pending} aria-disabled={pending} className={className}>
      {pending ? pendingText : children}
    </button>
  )
}
