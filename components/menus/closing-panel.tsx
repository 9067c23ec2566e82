import { Icon } from '@/components/ui/icons'
import { BackLink } from './back-link'
import { QuoteButton } from './quote-button'

type Props = { observation?: string | null; closing?: string | null; back: { href: string; label: string } }

/**
 * The end of a menu or package page: the quote button and the way back, in a green panel with
 * the invitation to get in touch when the page has one.
 */
export function ClosingPanel({ observation, closing, back }: Props) {
  if (!observation && !closing) {
    return (
      <div className="flex flex-col gap-3 border-t border-brand-100 pt-10 sm:flex-row sm:items-center">
        <QuoteButton />
        <BackLink href={back.href} label={back.label} />
      </div>
    )
  }
  return (
    <div className="relative overflow-hidden rounded-3xl bg-brand-700 p-8 text-white sm:p-10 [&_:focus-visible]:outline-white">
      <div aria-hidden="true" className="absolute -top-12 -right-12 h-40 w-40 rounded-full bg-brand-600/70" />
      <div className="relative max-w-3xl">
        {observation ? (
          <p className="flex items-start gap-3 font-display text-xl font-semibold sm:text-2xl">
            <Icon name="sparkle" className="mt-1 h-6 w-6 text-accent-yellow" />
            {observation}
          </p>
        ) : null}
        {closing ? <p className="mt-4 text-lg leading-relaxed text-brand-50">{closing}</p> : null}
        <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:items-center">
          <QuoteButton variant="light" />
          <BackLink href={back.href} label={back.label} tone="dark" />
        </div>
      </div>
    </div>
  )
}
