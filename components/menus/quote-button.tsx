import { ButtonLink } from '@/components/ui/button-link'

/** The call to action of every menu and package page: the quote request form. */
export function QuoteButton({ variant = 'primary' }: { variant?: 'primary' | 'light' }) {
  return (
    <ButtonLink href="/orcamento" variant={variant} className="px-8">
      Solicitar orçamento
    </ButtonLink>
  )
}
