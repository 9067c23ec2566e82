import { CopyButton } from '@/components/ui/copy-button'
import { emailProposal } from '@/lib/proposals/admin-actions/email-proposal'
import type { AdminProposalVersion, ProposalContent } from '@/lib/proposals/contract'
import { proposalEmail } from '@/lib/proposals/mail'
import { proposalWhatsappUrl } from '@/lib/proposals/whatsapp'

type Props = {
  orcamentoId: number
  version: AdminProposalVersion
  content: ProposalContent
  link: string
  client: { whatsapp: string | null; email: string | null }
  smtp: boolean
}

const action = 'inline-flex min-h-11 items-center justify-center rounded-full px-5 font-bold ring-1'

/** How the newest version reaches the client: WhatsApp (wa.me with the message), e-mail (mailto, or SMTP when set up) and the link to copy. */
export function ProposalSendPanel({ orcamentoId, version, content, link, client, smtp }: Props) {
  const whatsapp = proposalWhatsappUrl(client.whatsapp, content, link)
  const mail = proposalEmail(content, link)
  const mailto = client.email
    ? `mailto:${encodeURIComponent(client.email).replace('%40', '@')}?subject=${encodeURIComponent(mail.subject)}&body=${encodeURIComponent(mail.text)}`
    : null
  return (
    <section
      aria-labelledby="envio-titulo"
      className="space-y-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-brand-100"
    >
      <h2 id="envio-titulo" className="text-lg font-semibold text-ink">
        Enviar a versão {version.number} ao cliente
      </h2>
      <div className="space-y-1">
        <label htmlFor="proposta-link" className="block text-sm font-semibold">
          Link da proposta
        </label>
        <input
          id="proposta-link"
          readOnly
          value={link}
          className="min-h-11 w-full rounded-xl border border-brand-200 bg-brand-50 px-3 font-mono text-sm"
        />
      </div>
      <div className="flex flex-wrap gap-2">
        {whatsapp ? (
          <a
            href={whatsapp}
            target="_blank"
            rel="noopener noreferrer"
            className={`${action} bg-brand-600 text-white ring-brand-600 hover:bg-brand-700`}
          >
            Enviar pelo WhatsApp
          </a>
        ) : null}
        {mailto ? (
          <a href={mailto} className={`${action} bg-white text-brand-800 ring-brand-300`}>
            Abrir e-mail
          </a>
        ) : null}
        {smtp && client.email ? (
          <form action={emailProposal.bind(null, orcamentoId)}>
            <button type="submit" className={`${action} bg-white text-brand-800 ring-brand-300`}>
              Enviar e-mail pelo site
            </button>
          </form>
        ) : null}
        <CopyButton text={link} label="Copiar link" className={`${action} bg-white text-brand-800 ring-brand-300`} />
      </div>
    </section>
  )
}
