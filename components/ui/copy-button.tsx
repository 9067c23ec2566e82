'use client'

import { useState } from 'react'
import { useHydrated } from '@/components/ui/use-hydrated'

/** Copies `text`; shown only once scripts run (without them the text stays selectable beside it). */
export function CopyButton({ text, label, className }: { text: string; label: string; className?: string }) {
  const hydrated = useHydrated()
  const [copied, setCopied] = useState(false)
  if (!hydrated) return null
  return (
    <button
      type="button"
      onClick={() =>
        navigator.clipboard.writeText(text).then(
          () => setCopied(true),
          () => setCopied(false),
        )
      }
      className={
        className ?? 'min-h-11 rounded-full bg-brand-600 px-5 font-bold text-white hover:bg-brand-700 print:hidden'
      }
    >
      <span aria-live="polite">{copied ? 'Copiado!' : label}</span>
    </button>
  )
}
