'use client'

import { useHydrated } from '@/components/ui/use-hydrated'

/** 'Imprimir' opens the browser's print dialog (Ctrl+P does the same before scripts run). */
export function PrintButton() {
  const hydrated = useHydrated()
  return (
    <button
      type="button"
      disabled={!hydrated}
      onClick={() => window.print()}
      className="font-semibold text-brand-700 underline disabled:opacity-60"
    >
      Imprimir ou salvar em PDF
    </button>
  )
}
