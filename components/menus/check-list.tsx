import { Icon } from '@/components/ui/icons'

type Props = {
  items: string[]
  /** Id of the heading that names the list for assistive technology. */
  labelledBy: string
  /** Most columns the list spreads over on wide screens: 3 for a full-width list, 2 for a long list in a half-width card. */
  columns?: keyof typeof columnClasses
  className?: string
}

const columnClasses = { 1: '', 2: 'lg:grid-cols-2', 3: 'sm:grid-cols-2 lg:grid-cols-3' } as const

/** The items of a menu or package, each ticked off. */
export function CheckList({ items, labelledBy, columns = 1, className = '' }: Props) {
  return (
    <ul aria-labelledby={labelledBy} className={`grid gap-x-8 gap-y-3 ${columnClasses[columns]} ${className}`}>
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
