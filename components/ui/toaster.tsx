'use client'

import { Toaster as Sonner } from 'sonner'

/**
 * Notification toasts: 4 s each, at most 3 on screen (SPEC.md section 9). Mounted beside the components
 * that toast (the quote form, the share button), so pages without toasts never download sonner.
 */
export function Toaster() {
  return <Sonner position="top-center" duration={4000} visibleToasts={3} richColors closeButton toastOptions={{ closeButtonAriaLabel: 'Fechar aviso' }} />
}
