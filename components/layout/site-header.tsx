import { IntentLink } from '@/components/ui/intent-link'
import { mainNavigation, telHref } from '@/lib/content/navigation'
import { pick } from '@/lib/pick'
import type { SiteSettings } from '@/lib/content/site'
import { Logo } from './logo'
import { MobileMenu } from './mobile-menu'

/** Fixed header: a contact strip over the logo and the five main links (a drawer under 768 px). */
export function SiteHeader({ settings }: { settings: NonNullable<SiteSettings> }) {
  const links = mainNavigation(settings.texts)
  return (
    <header className="fixed inset-x-0 top-0 z-40 h-header bg-white shadow-sm">
      <div className="h-10 bg-brand-700 text-sm text-white">
        <div className="container-content flex h-full items-center justify-between gap-4">
          <a href={telHref(settings.phone)} className="rounded font-semibold hover:underline">
            <span className="sr-only">{settings.texts.phonePrefix} </span>
            {settings.phone}
          </a>
          <p className="hidden sm:block">{settings.hours.label}</p>
        </div>
      </div>
      <div className="container-content flex h-[84px] items-center justify-between gap-4">
        <Logo name={settings.businessName} label={settings.texts.logoLabel} />
        <nav aria-label={settings.texts.mainNavLabel} className="hidden md:block">
          <ul className="flex items-center gap-1">
            {links.map(({ href, label }) => (
              <li key={href}>
                <IntentLink href={href} className="nav-link">
                  {label}
                </IntentLink>
              </li>
            ))}
          </ul>
        </nav>
        <MobileMenu
          links={links}
          texts={pick(settings.texts, ['drawerButton', 'openMenu', 'closeMenu', 'mobileMenuLabel', 'mobileNavLabel'])}
        />
      </div>
    </header>
  )
}
