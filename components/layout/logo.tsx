import { IntentLink } from '@/components/ui/intent-link'

/** The wordmark: a party-cloche mark and the business name, linking home. */
export function Logo({ name, label }: { name: string; label: string }) {
  return (
    <IntentLink href="/" className="flex items-center gap-2 rounded-lg text-brand-700" aria-label={`${name}: ${label}`}>
      <svg aria-hidden="true" viewBox="0 0 48 48" className="h-11 w-11 shrink-0">
        <circle cx="24" cy="24" r="23" fill="var(--color-brand-600)" />
        <path d="M11 31h26a13 13 0 0 0-26 0Z" fill="#fff" />
        <rect x="9" y="31" width="30" height="3.5" rx="1.75" fill="var(--color-accent-yellow)" />
        <circle cx="24" cy="16" r="2.5" fill="#fff" />
        <circle cx="15" cy="12" r="1.6" fill="var(--color-accent-pink)" />
        <circle cx="34" cy="11" r="1.6" fill="var(--color-accent-yellow)" />
      </svg>
      <span className="font-display text-lg leading-tight font-semibold sm:text-xl">{name}</span>
    </IntentLink>
  )
}
