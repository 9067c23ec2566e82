import { LiveContent } from '@/components/layout/live-content'
import { fredoka, nunito } from '../fonts'
import '../globals.css'

// The Studio's own root layout: none of the public site's chrome, styles scoped to the Studio.
// It listens to the live events too: a publish made here expires the site's pages even when no
// visitor has one open (the webhook's job before), a scheduled post's time included.
export default function StudioLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="pt-BR" className={`${nunito.variable} ${fredoka.variable}`}>
      <body className="m-0">
        {children}
        <LiveContent />
      </body>
    </html>
  )
}
