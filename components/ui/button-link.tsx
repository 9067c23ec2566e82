import type { ReactNode } from 'react'
import { IntentLink } from '@/components/ui/intent-link'

const styles = {
  primary: 'bg-brand-600 text-white shadow-md hover:bg-brand-700',
  outline: 'border-2 border-brand-600 text-brand-700 hover:bg-brand-50',
  light: 'bg-white text-brand-800 shadow-md hover:bg-brand-50',
} as const

type Props = { href: string; children: ReactNode; variant?: keyof typeof styles; className?: string }

/** A link styled as a rounded button. */
export function ButtonLink({ href, children, variant = 'primary', className = '' }: Props) {
  const classes = `inline-flex items-center justify-center rounded-full px-6 py-3 text-center font-bold transition-colors ${styles[variant]} ${className}`
  // An in-page anchor stays a plain link so the browser also moves keyboard focus to the target.
  return href.startsWith('#') ? (
    <a href={href} className={classes}>
      {children}
    </a>
  ) : (
    <IntentLink href={href} className={classes}>
      {children}
    </IntentLink>
  )
}
