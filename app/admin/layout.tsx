import type { Metadata } from 'next'
import { cookies, headers } from 'next/headers'
import { ClientTextsProvider } from '@/components/ui/client-texts'
import { clientTexts, getSiteChrome } from '@/lib/content/site'
import { PAGE_KEY_COOKIE, pageKeyScript, validPageKey } from '@/lib/security/admin-page-key'
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
  // The proxy gave every admin request a key (lib/security/admin-page-key.ts) and the policy's nonce.
  const pageKey = validPageKey((await cookies()).get(PAGE_KEY_COOKIE)?.value)
  const nonce = /'nonce-([^']+)'/.exec((await headers()).get('content-security-policy') ?? '')?.[1]
  return (
    <html lang="pt-BR" className={`${nunito.variable} ${fredoka.variable}`}>
      <body className="min-h-screen bg-brand-50/50 print:bg-white">
        {/* A plain inline script, first in the body: it runs while the HTML is parsed, before any
            of Next's requests, and brings no client code of next/script to the public pages' chunks. */}
        {pageKey ? <script nonce={nonce} dangerouslySetInnerHTML={{ __html: pageKeyScript(pageKey) }} /> : null}
        <ClientTextsProvider texts={clientTexts(settings.texts)}>{children}</ClientTextsProvider>
      </body>
    </html>
  )
}
