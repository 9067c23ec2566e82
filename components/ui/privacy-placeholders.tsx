import { getSiteChrome } from '@/lib/content/site'
import { publicRetentionMonths } from '@/lib/personal-data/public-retention'
import { retentionLabel } from '@/lib/personal-data/retention-label'
import { whatsappUrl } from '@/lib/whatsapp'

const linkClass = 'font-semibold text-brand-700 underline decoration-2 underline-offset-2 hover:text-brand-900'

/** The 'Prazo de guarda' placeholder of the privacy policy: the period the daily anonymization applies. */
export async function RetentionPeriod({ inYears }: { inYears?: boolean | null }) {
  return <>{retentionLabel(await publicRetentionMonths(), inYears !== false)}</>
}

/** The 'Canal para pedidos de privacidade' placeholder: the site settings' e-mail or WhatsApp, as a link. */
export async function PrivacyChannel({ channel }: { channel?: string | null }) {
  const { settings } = await getSiteChrome()
  if (channel === 'whatsapp') {
    return (
      <a
        href={whatsappUrl(settings.whatsappNumber, 'Olá! Tenho um pedido sobre meus dados pessoais (LGPD).')}
        className={linkClass}
        target="_blank"
        rel="noopener noreferrer"
      >
        WhatsApp {settings.phone}
      </a>
    )
  }
  return (
    <a href={`mailto:${settings.email}`} className={linkClass}>
      {settings.email}
    </a>
  )
}
