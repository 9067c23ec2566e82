import Link from 'next/link'
import { unstable_rethrow } from 'next/navigation'
import { holdsToDecide } from '@/lib/bookings/admin-bookings'
import { formatDateBR } from '@/lib/dates'
import { describeFailure } from '@/lib/log/describe-failure'
import { formatBRL } from '@/lib/money'

/** "Sinal parcial: decidir": holds whose deadline passed with part of the deposit paid; the day stays booked until the owner acts. */
export async function HoldsToDecide() {
  let holds
  try {
    holds = await holdsToDecide()
  } catch (error) {
    unstable_rethrow(error)
    console.error('[agenda] falha ao ler as pré-reservas com sinal parcial', describeFailure(error))
    return null
  }
  if (holds.length === 0) return null
  return (
    <section
      aria-labelledby="sinal-parcial-titulo"
      className="space-y-2 rounded-2xl bg-rose-50 p-4 ring-1 ring-rose-200"
    >
      <h2 id="sinal-parcial-titulo" className="text-lg font-semibold text-rose-950">
        Sinal parcial: decidir ({holds.length})
      </h2>
      <p className="text-sm text-rose-950">
        O prazo venceu com parte do sinal paga: a data continua reservada. Prorrogue o prazo ou libere a data e registre
        a devolução.
      </p>
      <ul className="space-y-2">
        {holds.map((hold) => (
          <li key={hold.orcamentoId}>
            <Link href={`/admin/orcamentos/${hold.orcamentoId}`} className="font-semibold text-rose-950 underline">
              {hold.clientName ?? `Orçamento #${hold.orcamentoId}`}
            </Link>
            : evento em {formatDateBR(hold.day)}, prazo venceu em {formatDateBR(hold.until)}; recebido{' '}
            {formatBRL(hold.paidCents)} de {formatBRL(hold.depositCents)} do sinal
          </li>
        ))}
      </ul>
    </section>
  )
}
