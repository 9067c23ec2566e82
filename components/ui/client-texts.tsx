'use client'

import { createContext, useContext, type ReactNode } from 'react'
import type { ClientTexts } from '@/lib/content/site'

const ClientTextsContext = createContext<ClientTexts | null>(null)

/** Hands the texts from the site's layout to every client component below it, once per page. */
export function ClientTextsProvider({ texts, children }: { texts: ClientTexts; children: ReactNode }) {
  return <ClientTextsContext value={texts}>{children}</ClientTextsContext>
}

export function useClientTexts(): ClientTexts {
  const texts = useContext(ClientTextsContext)
  if (!texts) throw new Error('useClientTexts fora de ClientTextsProvider')
  return texts
}
