'use client'

import { useHydrated } from '@/components/ui/use-hydrated'

const solid = 'inline-flex min-h-11 items-center rounded-full bg-brand-600 px-5 font-bold text-white hover:bg-brand-700'

/** The browser's print dialog; before scripts run, how to open it by hand (Ctrl+P does the same). */
export function PrintButton({ label = 'Imprimir', className = solid }: { label?: string; className?: string }) {
  const hydrated = useHydrated()
  if (!hydrated)
    return (
      <p className="text-sm text-muted print:hidden">
        Para imprimir, use o menu do navegador (Ctrl+P, ou Compartilhar → Imprimir no celular).
      </p>
    )
  return (
    <button type="button" onClick={() => window.print()} className={`${className} print:hidden`}>
      {label}
    </button>
  )
}
