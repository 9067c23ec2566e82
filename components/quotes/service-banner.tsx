import type { QuoteFormTexts } from '@/lib/content/site'
import type { QuoteServiceStatus } from '@/lib/quotes/contract'
import { serviceProblem } from './use-quote-service'
import { WhatsappHandoff } from './whatsapp-handoff'

type Props = { status: QuoteServiceStatus | null; whatsappUrl: string; texts: QuoteFormTexts['form'] }

/** The amber (not configured) or red (no database connection) banner above the form, each with the WhatsApp hand-off. */
export function ServiceBanner({ status, whatsappUrl, texts }: Props) {
  if (!status || !serviceProblem(status)) return null
  const unconfigured = !status.configured
  return (
    <div
      role={unconfigured ? 'status' : 'alert'}
      className={`rounded-2xl border p-4 ${unconfigured ? 'border-amber-300 bg-amber-50 text-amber-900' : 'border-red-300 bg-red-50 text-red-800'}`}
    >
      <p>{unconfigured ? texts.unconfiguredBanner : texts.connectionBanner}</p>
      <p className="mt-2">
        {texts.connectionHandoff}{' '}
        <WhatsappHandoff
          url={whatsappUrl}
          className={`font-bold underline hover:no-underline ${unconfigured ? '' : 'text-red-900'}`}
        >
          {texts.connectionHandoffLink}
        </WhatsappHandoff>
      </p>
    </div>
  )
}
