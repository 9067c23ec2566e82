import { ButtonLink } from '@/components/ui/button-link'
import { getSiteTexts } from '@/lib/content/site'

/** The call to action of every menu and package page: the quote request form. */
export async function QuoteButton({ variant = 'primary' }: { variant?: 'primary' | 'light' }) {
  const texts = await getSiteTexts()
  return (
    <ButtonLink href="/orcamento" variant={variant} className="px-8">
      {texts.quoteButton}
    </ButtonLink>
  )
}
