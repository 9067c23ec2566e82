import type { ReactNode } from 'react'

/**
 * A dashboard list that shows its newest item and folds the others under "Mais N": however many
 * answers wait, today's contacts below stay on a phone's first screen. A <details>, so it opens
 * without scripts.
 */
export function NewestAndMore({
  items,
  more,
  className,
}: {
  /** Each a keyed <li>, newest first. */
  items: ReactNode[]
  /** The fold's label for the `count` items it holds. */
  more: (count: number) => string
  className?: string
}) {
  const [newest, ...rest] = items
  return (
    <>
      <ul className={className}>{newest}</ul>
      {rest.length > 0 ? (
        <details>
          <summary className="flex min-h-11 cursor-pointer items-center text-sm font-semibold">
            {more(rest.length)}
          </summary>
          <ul className={className}>{rest}</ul>
        </details>
      ) : null}
    </>
  )
}
