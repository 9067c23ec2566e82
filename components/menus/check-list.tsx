type Props = {
  items: string[]
  /** Id of the heading that names the list for assistive technology. */
  labelledBy: string
  /** Most columns the list spreads over on wide screens: 3 for a full-width list, 2 for a long list in a half-width card. */
  columns?: keyof typeof columnClasses
  className?: string
}

const columnClasses = { 1: '', 2: 'lg:grid-cols-2', 3: 'sm:grid-cols-2 lg:grid-cols-3' } as const

/**
 * The items of a menu or package, each ticked off. The round tick is drawn by the check-item class,
 * so each item is one element: a menu's dozens of items were five each, in the HTML and again in the
 * RSC payload the browser parses before hydrating.
 */
export function CheckList({ items, labelledBy, columns = 1, className = '' }: Props) {
  return (
    <ul aria-labelledby={labelledBy} className={`grid gap-x-8 gap-y-3 ${columnClasses[columns]} ${className}`}>
      {items.map((item, index) => (
        <li key={`${index}-${item}`} className="check-item">
          {item}
        </li>
      ))}
    </ul>
  )
}
