import type { QuoteFormTexts } from '@/lib/content/site'
import type { QuoteServiceStatus } from '@/lib/quotes/contract'
import { serviceProblem } from './use-quote-service'
import { WhatsappHandoff } from './whatsapp-handoff'

type Props = { status: QuoteServiceStatus | null; whatsappUrl: string; texts: QuoteFormTexts['form'] }

/** The amber (not configured) or red (no database connection) banner above the form, each with the WhatsApp hand-off. */
export function ServiceBanner({ status, whatsappUrl, texts }: Props) {
  if (!status || !serviceProblem(status)) return null
  if (!status.configured) {
    return (
      <div role="status" className="rounded-2xl border border-amber-300 bg-amber-50 p-4 text-amber-900">
        <p>{texts.unconfiguredBanner}</p>
        <p className="mt-2">
          {texts.connectionHandoff}{' '}
          <WhatsappHandoff url={whatsappUrl} className="font-bold underline hover:no-underline">
            {texts.connectionHandoffLink}
          </WhatsappHandoff>
        </p>
      </div>
    )
  }
  return (
    <div role="alert" className="rounded-2xl border border-red-300 bg-red-50 p-4 text-red-800">
      <p>{texts.connectionBanner}</p>
      <p className="mt-2">
        {texts.connectionHandoff}{' '}
        <WhatsappHandoff url={whatsappUrl} className="font-bold text-red-900 underline hover:no-underline">
          {texts.connectionHandoffLink}
        </WhatsappHandoff>
      </p>
    </div>
  )
}
