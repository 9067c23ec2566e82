'use client'

import { lazy, Suspense, useSyncExternalStore } from 'react'
import { subscribeToToastsPrepared, toastsPrepared } from './toast'

const SonnerToaster = lazy(() => import('./sonner-toaster').then(({ SonnerToaster }) => ({ default: SonnerToaster })))

/**
 * Where toasts appear, mounted beside the components that toast (the quote form, the share button).
 * Sonner arrives only once one of them is used (see toast.ts).
 */
export function Toaster() {
  const prepared = useSyncExternalStore(subscribeToToastsPrepared, toastsPrepared, () => false)
  return prepared ? (
    <Suspense fallback={null}>
      <SonnerToaster />
    </Suspense>
  ) : null
}
