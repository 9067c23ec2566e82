'use client'

import { useEffect } from 'react'
import { useClientTexts } from '@/components/ui/client-texts'

/** Unexpected failures show a Portuguese message and a retry, never internals. */
export default function SiteError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const texts = useClientTexts()
  useEffect(() => {
    console.error(error)
  }, [error])
  return (
    <section className="container-content flex min-h-[60vh] flex-col items-center justify-center py-16 text-center">
      <h1 className="text-3xl font-semibold text-brand-800 sm:text-4xl">{texts.errorTitle}</h1>
      <p className="mt-4 max-w-md text-lg text-muted">
        {texts.errorText}
        {error.digest ? (
          <span className="mt-2 block text-sm">
            {texts.errorCode} {error.digest}
          </span>
        ) : null}
      </p>
      <button
        type="button"
        onClick={reset}
        className="mt-8 rounded-full bg-brand-600 px-6 py-3 font-bold text-white hover:bg-brand-700"
      >
        {texts.errorRetry}
      </button>
    </section>
  )
}
