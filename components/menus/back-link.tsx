import { IntentLink } from '@/components/ui/intent-link'
import { Icon } from '@/components/ui/icons'

type Props = { href: string; label: string; tone?: 'light' | 'dark' }

/** The way back from a menu or package page to the list it belongs to. */
export function BackLink({ href, label, tone = 'light' }: Props) {
  const colors = tone === 'dark' ? 'text-white hover:bg-white/10' : 'text-brand-700 hover:bg-brand-50'
  return (
    <IntentLink
      href={href}
      className={`inline-flex items-center gap-2 rounded-full px-4 py-3 font-bold transition-colors ${colors}`}
    >
      <Icon name="arrowLeft" className="h-5 w-5" />
      {label}
    </IntentLink>
  )
}
