'use client'

import { useEffect, useRef } from 'react'
import type { ProofChallenge } from '@/lib/security/proof-of-work'

type Props = { challenge: ProofChallenge; onSolved: (payload: string) => void }

/**
 * The ALTCHA widget, fetched only when the server asks for a proof of work (the site is flooded):
 * it solves the server's puzzle in the browser and hands the solution over, and the form sends
 * itself again with it. No third party sees the visitor. Its words are the widget's own
 * Portuguese (altcha/i18n/pt-br).
 */
export function ProofOfWork({ challenge, onSolved }: Props) {
  const slot = useRef<HTMLDivElement>(null)
  const solved = useRef(onSolved)
  useEffect(() => {
    solved.current = onSolved
  })
  useEffect(() => {
    let mounted = true
    void Promise.all([import('altcha'), import('altcha/i18n/pt-br')]).then(() => {
      if (!mounted || !slot.current) return
      const widget = document.createElement('altcha-widget')
      for (const [name, value] of Object.entries({
        challengejson: JSON.stringify(challenge),
        auto: 'onload',
        name: 'altcha',
        language: 'pt-br',
        hidefooter: 'true',
      }))
        widget.setAttribute(name, value)
      widget.addEventListener('statechange', (event) => {
        // The solution from the event itself: the widget's hidden field is filled only after it.
        const { state, payload } = (event as AltchaStateChangeEvent).detail
        if (state === 'verified' && payload) solved.current(payload)
      })
      slot.current.replaceChildren(widget)
    })
    return () => {
      mounted = false
    }
  }, [challenge])
  return <div ref={slot} className="min-h-14" />
}
