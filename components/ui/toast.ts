// Toasts load sonner and mount its Toaster on demand: most visits never show one. Components that
// may toast call prepareToasts() when the visitor starts using them, so the live region is already
// on the page when the first toast is announced.

// The two variants of the notices in docs/produto.md (Pedido de orçamento, Avisos): destructive ('error', sonner's red) and the default look,
// used for the quote confirmation and the copied link.
type Kind = 'default' | 'error'

const listeners = new Set<() => void>()
let prepared = false

export const toastsPrepared = () => prepared

export function subscribeToToastsPrepared(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function prepareToasts() {
  if (prepared) return
  prepared = true
  listeners.forEach((listener) => listener())
}

/** Shows a toast; sonner replays it to the Toaster if that is still loading. */
export function notify(kind: Kind, title: string, description: string) {
  prepareToasts()
  void import('sonner').then(({ toast }) =>
    kind === 'error' ? toast.error(title, { description }) : toast(title, { description }),
  )
}
