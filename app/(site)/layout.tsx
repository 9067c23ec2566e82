import type { Metadata, Viewport } from 'next'
import { ChatWidget } from '@/components/layout/chat-widget'
import { LiveContent } from '@/components/layout/live-content'
import { ScrollToTop } from '@/components/layout/scroll-to-top'
import { SiteFooter } from '@/components/layout/site-footer'
import { SiteHeader } from '@/components/layout/site-header'
import { DraftModeTools } from '@/components/preview/draft-mode-tools'
import { ImageFallbackScript } from '@/components/ui/image-fallback-script'
import { ClientTextsProvider } from '@/components/ui/client-texts'
import { clientTexts, getSiteChrome } from '@/lib/content/site'
import { env } from '@/lib/config/env'
import { pick } from '@/lib/pick'
import { whatsappUrl } from '@/lib/whatsapp'
import { fredoka, nunito } from '../fonts'
import './site.css'

export async function generateMetadata(): Promise<Metadata> {
  const { settings } = await getSiteChrome()
  return {
    metadataBase: new URL(env.siteUrl),
    title: { template: `%s | ${settings.businessName}`, default: settings.seo.title },
    description: settings.seo.description,
    applicationName: settings.businessName,
    robots: { index: true, follow: true },
    formatDetection: { telephone: false },
  }
}

export const viewport: Viewport = { themeColor: '#237c49' }

export default async function SiteLayout({ children }: { children: React.ReactNode }) {
  const { settings, navigation } = await getSiteChrome()
  return (
    <html lang="pt-BR" className={`${nunito.variable} ${fredoka.variable}`}>
      <body>
        <ClientTextsProvider texts={clientTexts(settings.texts)}>
          <ImageFallbackScript />
          <a
            href="#conteudo"
            className="sr-only z-50 rounded-full bg-brand-700 px-4 py-2 font-bold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
          >
            {settings.texts.skipToContent}
          </a>
          <SiteHeader settings={settings} />
          <main id="conteudo" tabIndex={-1} className="pt-header outline-none">
            {children}
          </main>
          <SiteFooter settings={settings} navigation={navigation} />
          <ChatWidget
            welcome={settings.chat.welcome}
            buttonLabel={settings.chat.buttonLabel}
            note={settings.chat.note}
            chatUrl={whatsappUrl(settings.whatsappNumber, settings.chat.greeting)}
            texts={pick(settings.texts, ['chatButton', 'chatPanel', 'whatsappNewTab'])}
          />
          <ScrollToTop />
          <DraftModeTools />
          <LiveContent />
        </ClientTextsProvider>
      </body>
    </html>
  )
}
