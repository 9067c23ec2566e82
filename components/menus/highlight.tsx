import { Icon } from '@/components/ui/icons'

/** The notice a menu carries on its card and page, e.g. that it is only sold combined with others. */
export function Highlight({ text, className = '' }: { text: string; className?: string }) {
  return (
    <p
      className={`flex items-start gap-2 rounded-2xl bg-white px-4 py-3 font-semibold text-brand-800 shadow-sm ring-1 ring-accent-orange/40 ${className}`}
    >
      <Icon name="info" className="mt-0.5 h-5 w-5 text-accent-orange" />
      {text}
    </p>
  )
}
