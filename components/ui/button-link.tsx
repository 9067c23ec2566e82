import type { ReactNode } from 'react'
import { IntentLink } from '@/components/ui/intent-link'

// Each look is the component class button-<variant> (globals.css), so a className utility overrides it reliably.
type Props = { href: string; children: ReactNode; variant?: 'primary' | 'outline' | 'light'; className?: string }

/** A link styled as a rounded button. */
export function ButtonLink({ href, children, variant = 'primary', className = '' }: Props) {
  const classes = `button button-${variant} ${className}`
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
