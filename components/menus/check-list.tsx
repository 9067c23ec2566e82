import { Icon } from '@/components/ui/icons'

type Props = {
  items: string[]
  /** Id of the heading that names the list for assistive technology. */
  labelledBy: string
  /** Spread the items over two, then three columns (for a long list that has the full width). */
  wide?: boolean
  className?: string
}

/** The items of a menu or package, each ticked off. */
export function CheckList({ items, labelledBy, wide = false, className = '' }: Props) {
  return (
    <ul aria-labelledby={labelledBy} className={`grid gap-x-8 gap-y-3 ${wide ? 'sm:grid-cols-2 lg:grid-cols-3' : ''} ${className}`}>
      {items.map((item, index) => (
        <li key={`${index}-${item}`} className="flex items-start gap-3 leading-snug">
          <span className="flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-700">
            <Icon name="check" className="h-3.5 w-3.5" />
          </span>
          <span className="pt-0.5">{item}</span>
        </li>
      ))}
    </ul>
  )
}
