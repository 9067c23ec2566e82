import type { ReactNode } from 'react'
import { IntentLink } from '@/components/ui/intent-link'

// The looks are component classes (globals.css), so a className utility overrides them reliably.
const styles = { primary: 'button-primary', outline: 'button-outline', light: 'button-light' } as const

type Props = { href: string; children: ReactNode; variant?: keyof typeof styles; className?: string }

/** A link styled as a rounded button. */
export function ButtonLink({ href, children, variant = 'primary', className = '' }: Props) {
  const classes = `button ${styles[variant]} ${className}`
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
