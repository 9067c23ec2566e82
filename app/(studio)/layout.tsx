import { fredoka, nunito } from '../fonts'
import '../globals.css'

// The Studio's own root layout: none of the public site's chrome, styles scoped to the Studio.
export default function StudioLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="pt-BR" className={`${nunito.variable} ${fredoka.variable}`}>
      <body className="m-0">{children}</body>
    </html>
  )
}
