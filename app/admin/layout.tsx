import type { Metadata } from 'next'
import { ClientTextsProvider } from '@/components/ui/client-texts'
import { clientTexts, getSiteChrome } from '@/lib/content/site'
import { fredoka, nunito } from '../fonts'
import '../globals.css'

export async function generateMetadata(): Promise<Metadata> {
  const { settings } = await getSiteChrome()
  return {
    title: { template: `%s | ${settings.businessName}`, default: 'Admin' },
    robots: { index: false, follow: false },
  }
}

// Sessions and private data: never prerendered, never cached.
export const dynamic = 'force-dynamic'

/** The admin area's own root layout: no public chrome. */
export default async function AdminLayout({ children }: { children: React.ReactNode }) {
  // The toasts' close button reads its label from the Studio, as on the public site.
  const { settings } = await getSiteChrome()
  return (
    <html lang="pt-BR" className={`${nunito.variable} ${fredoka.variable}`}>
      <body className="min-h-screen bg-brand-50/50 print:bg-white">
        <ClientTextsProvider texts={clientTexts(settings.texts)}>{children}</ClientTextsProvider>
      </body>
    </html>
  )
}
