import { DeferredQuoteForm } from '@/components/quotes/deferred-quote-form'
import { telHref } from '@/lib/content/navigation'
import { getSiteTexts, type QuoteFormTexts } from '@/lib/content/site'
import { whatsappUrl } from '@/lib/whatsapp'

type Props = {
  heading: string
  subtitle: string
  /** The green contact panel's texts (Página inicial → Orçamento). */
  contact: {
    contactHeading: string
    contactText: string
    phoneLabel: string
    whatsappLabel: string
    whatsappLink: string
    emailLabel: string
  }
  phone: string
  whatsappNumber: string
  greeting: string
  email: string
  formTexts: QuoteFormTexts
}

/** 'Faça seu orçamento': the contact panel beside the quote form. */
export async function QuoteSection({
  heading,
  subtitle,
  contact,
  phone,
  whatsappNumber,
  greeting,
  email,
  formTexts,
}: Props) {
  const texts = await getSiteTexts()
  const contacts = [
    { label: contact.phoneLabel, value: phone, href: telHref(phone) },
    {
      label: contact.whatsappLabel,
      value: contact.whatsappLink,
      href: whatsappUrl(whatsappNumber, greeting),
      external: true,
    },
    { label: contact.emailLabel, value: email, href: `mailto:${email}` },
  ]
  return (
    <section id="orcamento" aria-labelledby="orcamento-titulo" className="container-content py-16">
      <div className="text-center">
        <h2 id="orcamento-titulo" className="text-3xl font-semibold text-brand-800 sm:text-4xl">
          {heading}
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-lg text-muted">{subtitle}</p>
      </div>
      <div className="mt-10 grid gap-10 lg:grid-cols-[1fr_2fr]">
        <aside aria-label={contact.contactHeading} className="h-fit rounded-3xl bg-brand-700 p-8 text-white">
          <p className="font-display text-2xl font-semibold">{contact.contactHeading}</p>
          <p className="mt-2 text-brand-100">{contact.contactText}</p>
          <ul className="mt-6 space-y-4">
            {contacts.map(({ label, value, href, external }) => (
              <li key={label}>
                <span className="block text-sm text-brand-100">{label}</span>
                <a
                  href={href}
                  className="font-bold break-all hover:underline"
                  {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                >
                  {value}
                  {external ? <span className="sr-only"> {texts.whatsappNewTab}</span> : null}
                </a>
              </li>
            ))}
          </ul>
        </aside>
        <DeferredQuoteForm whatsappNumber={whatsappNumber} texts={formTexts} />
      </div>
    </section>
  )
}
