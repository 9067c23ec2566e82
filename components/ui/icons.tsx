import { iconPaths, type IconName } from '@/lib/icons'

type IconProps = { className?: string }

export type { IconName }

/** A decorative line icon; the text beside it carries the meaning. */
export function Icon({ name, className = 'h-5 w-5' }: IconProps & { name: IconName }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={`shrink-0 ${className}`}
      fill="none"
      stroke="currentColor"
      strokeWidth="2.2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={iconPaths[name]} />
    </svg>
  )
}
