import type { ReactNode } from 'react'

/**
 * A dashboard block whose heading folds it on a phone, so today's contacts below stay on the first
 * screen however many clients answered; from 768 px its content is always shown (as the list's
 * filters are). A <details>: it opens without scripts.
 */
export function PhoneFold({
  id,
  heading,
  headingClassName,
  className,
  children,
}: {
  id: string
  heading: string
  headingClassName: string
  className: string
  children: ReactNode
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <details className="space-y-2 md:details-content:[content-visibility:visible]">
        <summary className="flex min-h-11 cursor-pointer items-center">
          <h2 id={id} className={headingClassName}>
            {heading}
          </h2>
        </summary>
        {children}
      </details>
    </section>
  )
}
