'use client'

import { Toaster } from 'sonner'
import { useClientTexts } from './client-texts'

/** Notification toasts: 4 s each, at most 3 on screen (docs/produto.md, Pedido de orçamento: avisos). */
export function SonnerToaster() {
  const texts = useClientTexts()
  return (
    <Toaster
      position="top-center"
      duration={4000}
      visibleToasts={3}
      richColors
      closeButton
      toastOptions={{ closeButtonAriaLabel: texts.closeToast }}
    />
  )
}
