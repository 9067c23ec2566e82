import { SUPABASE_INCOMPLETE } from '@/lib/config/messages'
import type { QuoteServiceStatus } from '@/lib/quotes/contract'
import { WhatsappHandoff } from './whatsapp-handoff'

type Props = { status: QuoteServiceStatus | null; whatsappUrl: string }

/** The amber (not configured) or red (no database connection) banner above the form. */
export function ServiceBanner({ status, whatsappUrl }: Props) {
  if (!status || (status.configured && status.connected)) return null
  if (!status.configured) {
    return (
      <p role="status" className="rounded-2xl border border-amber-300 bg-amber-50 p-4 text-amber-900">
        {SUPABASE_INCOMPLETE}
      </p>
    )
  }
  return (
    <div role="alert" className="rounded-2xl border border-red-300 bg-red-50 p-4 text-red-800">
      <p>Erro de conexão com o banco de dados. Por favor, tente novamente mais tarde.</p>
      <p className="mt-2">
        Enquanto isso, você pode enviar o mesmo pedido pelo WhatsApp:{' '}
        <WhatsappHandoff url={whatsappUrl} className="font-bold text-red-900 underline hover:no-underline">
          Enviar pelo WhatsApp
        </WhatsappHandoff>
      </p>
    </div>
  )
}
