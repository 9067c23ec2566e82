import 'server-only'
import type { Metadata } from 'next'
import { getSiteTexts } from '../content/site'

/** The metadata of every "not found" answer: its tab title from the Studio (Textos fixos → Página não encontrada), never indexed. */
export async function notFoundMetadata(): Promise<Metadata> {
  return { title: (await getSiteTexts()).notFoundTitle, robots: { index: false, follow: false } }
}
