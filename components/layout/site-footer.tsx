import { IntentLink } from '@/components/ui/intent-link'
import type { SiteSettings } from '@/lib/content/site'
import { targetPath, telHref, type NavigationEntry } from '@/lib/navigation'
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
            <IntentLink href={href} className="rounded text-brand-100 hover:text-white hover:underline">
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
  const year = new Date().getFullYear()
  const chatUrl = whatsappUrl(settings.whatsappNumber, settings.chat.greeting)
  return (
    <footer className="bg-brand-900 text-brand-100">
      <InstagramStrip images={settings.instagramStrip} profileUrl={settings.social.instagram} />
      <div className="container-content grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="font-display text-xl font-semibold text-white">{settings.businessName}</p>
          <p className="mt-3 text-sm leading-relaxed">{settings.tagline}</p>
          <ul className="mt-5 flex gap-3" aria-label="Redes sociais">
            <li>
              <SocialIcon href={settings.social.facebook} network="facebook" label="Facebook" />
            </li>
            <li>
              <SocialIcon href={settings.social.instagram} network="instagram" label="Instagram" />
            </li>
            <li>
              <SocialIcon href={chatUrl} network="whatsapp" label="WhatsApp" />
            </li>
          </ul>
        </div>
        <LinkColumn
          title="Navegação"
          links={[
            { href: '/', label: 'Início' },
            { href: '/sobre-nos', label: 'Quem Somos' },
            { href: '/galeria', label: 'Galeria' },
            { href: '/blog', label: 'Blog' },
            { href: '/orcamento', label: 'Orçamento' },
            { href: '/politica-de-privacidade', label: 'Política de Privacidade' },
          ]}
        />
        <LinkColumn title="Cardápios" links={[{ href: '/cardapios', label: 'Todos os cardápios' }, ...detailLinks(navigation, 'menu')]} />
        <LinkColumn title="Pacotes" links={[{ href: '/pacotes', label: 'Todos os pacotes' }, ...detailLinks(navigation, 'partyPackage')]} />
      </div>
      <div className="container-content grid gap-4 border-t border-white/15 py-8 text-sm sm:grid-cols-2 lg:grid-cols-4">
        <p>
          <span className="block font-semibold text-white">Localização</span>
          {settings.location}
        </p>
        <p>
          <span className="block font-semibold text-white">Horário</span>
          {settings.hours.label}
        </p>
        <p>
          <span className="block font-semibold text-white">E-mail</span>
          <a href={`mailto:${settings.email}`} className="rounded hover:text-white hover:underline">
            {settings.email}
          </a>
        </p>
        <p>
          <span className="block font-semibold text-white">Telefone</span>
          <a href={telHref(settings.phone)} className="rounded hover:text-white hover:underline">
            {settings.phone}
          </a>
        </p>
      </div>
      <p className="border-t border-white/15 py-5 text-center text-sm">
        © {year} {settings.businessName}. Todos os direitos reservados.
      </p>
    </footer>
  )
}
