import Link from 'next/link'
import { unstable_rethrow } from 'next/navigation'
import { installmentsDue } from '@/lib/proposals/admin-proposals'
import type { MessageSettings } from '@/lib/contacts/admin-contacts'
import { situationWhatsappUrl } from '@/lib/contacts/whatsapp-templates'
import { formatDateBR, todayInSaoPaulo } from '@/lib/dates'
import { formatBRL } from '@/lib/money'
import { describeFailure } from '@/lib/log/describe-failure'

/** The installments due within three days and the overdue ones, each with the owner's "Sinal ou parcela a vencer" WhatsApp text filled with what remains and its day. */
export async function InstallmentsDue({ businessName, messages }: { businessName: string; messages: MessageSettings }) {
  let due
  try {
    due = await installmentsDue()
  } catch (error) {
    unstable_rethrow(error)
    console.error('[admin] falha ao ler as parcelas a vencer', describeFailure(error))
    return null
  }
  if (due.length === 0) return null
  const today = todayInSaoPaulo()
  return (
    <section
      aria-labelledby="parcelas-vencer-titulo"
      className="space-y-2 rounded-2xl bg-amber-50 p-4 ring-1 ring-amber-200"
    >
      <h2 id="parcelas-vencer-titulo" className="text-lg font-semibold text-amber-950">
        Parcelas a receber: vencidas e nos próximos 3 dias ({due.length})
      </h2>
      <ul className="space-y-2">
        {due.map((item) => {
          const quote = { name: item.clientName, phone: null, whatsapp: item.whatsapp, date: item.eventDate }
          const whatsapp = situationWhatsappUrl('payment_due', messages.texts, quote, businessName, {
            amountCents: item.remainingCents,
            dueOn: item.due,
          })
          return (
            <li key={`${item.orcamentoId}-${item.label}`} className="flex flex-wrap items-center justify-between gap-2">
              <span>
                <Link
                  href={`/admin/orcamentos/${item.orcamentoId}/proposta`}
                  className="font-semibold text-amber-950 underline"
                >
                  {item.clientName ?? `Orçamento #${item.orcamentoId}`}
                </Link>
                : {item.label}, {formatBRL(item.remainingCents)}{' '}
                {item.due < today ? `venceu em ${formatDateBR(item.due)}` : `vence em ${formatDateBR(item.due)}`}
              </span>
              {whatsapp ? (
                <a
                  href={whatsapp}
                  className="min-h-11 rounded-full bg-white px-4 py-2 text-sm font-semibold text-amber-950 ring-1 ring-amber-300"
                >
                  Lembrar pelo WhatsApp
                </a>
              ) : null}
            </li>
          )
        })}
      </ul>
    </section>
  )
}
