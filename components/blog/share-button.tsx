'use client'

import { notify, prepareToasts } from '@/components/ui/toast'
import { Toaster } from '@/components/ui/toaster'
import { useHydrated } from '@/components/ui/use-hydrated'

const isCancel = (error: unknown) => error instanceof DOMException && error.name === 'AbortError'

/** Shares the article through the system share sheet, or copies its link where there is none. */
export function ShareButton({ title }: { title: string }) {
  // It can only share once its script runs (after the page's photo): until then it says so by being disabled.
  const hydrated = useHydrated()
  const share = async () => {
    const url = `${window.location.origin}${window.location.pathname}`
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url })
        return
      } catch (error) {
        // Closing the share sheet is not a failure; anything else falls back to copying.
        if (isCancel(error)) return
      }
    }
    try {
      await navigator.clipboard.writeText(url)
      notify('default', 'Link copiado!', 'Agora é só colar onde você quiser compartilhar.')
    } catch {
      notify('error', 'Não foi possível copiar o link', `Copie o endereço da página: ${url}`)
    }
  }

  return (
    <>
      <button
        type="button"
        disabled={!hydrated}
        onClick={share}
        onPointerEnter={prepareToasts}
        onFocus={prepareToasts}
        className="inline-flex items-center gap-2 rounded-full border-2 border-brand-600 px-5 py-2 font-bold text-brand-700 transition-colors hover:bg-brand-50"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
          <circle cx="18" cy="5" r="3" />
          <circle cx="6" cy="12" r="3" />
          <circle cx="18" cy="19" r="3" />
          <path d="M8.6 13.5l6.8 4M15.4 6.5l-6.8 4" />
        </svg>
        Compartilhar
      </button>
      <Toaster />
    </>
  )
}
