import { IntentLink } from '@/components/ui/intent-link'
import type { SiteSettings } from '@/lib/content/site'
import { targetPath, telHref, type NavigationEntry } from '@/lib/content/navigation'
import { whatsappUrl } from '@/lib/whatsapp'
import { InstagramStrip } from './instagram-strip'
import { SocialIcon } from './social-icon'

type Props = { settings: NonNullable<SiteSettings>; navigation: NavigationEntry[] }

type FooterLink = { href: string; label: string }

function LinkColumn({ title, links }: { title: string; links: FooterLink[] }) {
  return (
    <div>
      <h2 className="font-display text-lg font-semibold text-white">{title}</h2>
      <ul className="mt-3 space-y-2">
        {links.map(({ href, label }) => (
          <li key={href}>
            <IntentLink href={href} className="footer-link">
              {label}
            </IntentLink>
          </li>
        ))}
      </ul>
    </div>
  )
}

const detailLinks = (navigation: NavigationEntry[], type: string): FooterLink[] =>
  navigation.flatMap((entry) => {
    const href = targetPath(entry)
    return entry.type === type && href && entry.title ? [{ href, label: entry.title }] : []
  })

/** The footer (docs/produto.md, Páginas e navegação): every site link, social links, contact details and the Instagram strip. */
export function SiteFooter({ settings, navigation }: Props) {
  const { texts } = settings
  const year = new Date().getFullYear()
  const chatUrl = whatsappUrl(settings.whatsappNumber, settings.chat.greeting)
  return (
    <footer className="bg-brand-900 text-brand-100">
      <InstagramStrip
        heading={texts.instagramHeading}
        images={settings.instagramStrip}
        profileUrl={settings.social.instagram}
        texts={texts}
      />
      <div className="container-content grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="font-display text-xl font-semibold text-white">{settings.businessName}</p>
          <p className="mt-3 text-sm leading-relaxed">{settings.tagline}</p>
          <ul className="mt-5 flex gap-3" aria-label={texts.socialLabel}>
            <li>
              <SocialIcon
                href={settings.social.facebook}
                network="facebook"
                label={texts.facebookLabel}
                newTab={texts.newTab}
              />
            </li>
            <li>
              <SocialIcon
                href={settings.social.instagram}
                network="instagram"
                label={texts.instagramLabel}
                newTab={texts.newTab}
              />
            </li>
            <li>
              <SocialIcon href={chatUrl} network="whatsapp" label={texts.whatsappLabel} newTab={texts.newTab} />
            </li>
          </ul>
        </div>
        <LinkColumn
          title={texts.footerNavHeading}
          links={[
            { href: '/', label: texts.footerHome },
            { href: '/sobre-nos', label: texts.footerAbout },
            { href: '/galeria', label: texts.footerGallery },
            { href: '/blog', label: texts.footerBlog },
            { href: '/orcamento', label: texts.footerQuote },
            { href: '/politica-de-privacidade', label: texts.footerPrivacy },
          ]}
        />
        <LinkColumn
          title={texts.footerMenusHeading}
          links={[{ href: '/cardapios', label: texts.footerAllMenus }, ...detailLinks(navigation, 'menu')]}
        />
        <LinkColumn
          title={texts.footerPackagesHeading}
          links={[{ href: '/pacotes', label: texts.footerAllPackages }, ...detailLinks(navigation, 'partyPackage')]}
        />
      </div>
      <div className="container-content grid gap-4 border-t border-white/15 py-8 text-sm sm:grid-cols-2 lg:grid-cols-4">
        <p>
          <span className="block font-semibold text-white">{texts.footerLocation}</span>
          {settings.location}
        </p>
        <p>
          <span className="block font-semibold text-white">{texts.footerHours}</span>
          {settings.hours.label}
        </p>
        <p>
          <span className="block font-semibold text-white">{texts.footerEmail}</span>
          <a href={`mailto:${settings.email}`} className="rounded hover:text-white hover:underline">
            {settings.email}
          </a>
        </p>
        <p>
          <span className="block font-semibold text-white">{texts.footerPhone}</span>
          <a href={telHref(settings.phone)} className="rounded hover:text-white hover:underline">
            {settings.phone}
          </a>
        </p>
      </div>
      <p className="border-t border-white/15 py-5 text-center text-sm">
        © {year} {settings.businessName}. {texts.copyright}
      </p>
    </footer>
  )
}
