import type { PendingAlert } from '@/lib/proposals/contract'
import { formatDateTimeBR } from '@/lib/dates'

/** "Avisos": the alerts of a changed Pix whose e-mail has not gone out yet (the server keeps trying). */
export function PendingAlerts({ alerts }: { alerts: PendingAlert[] }) {
  if (alerts.length === 0) return null
  return (
    <section aria-labelledby="avisos-pendentes" className="rounded-xl bg-amber-50 p-4 text-amber-900">
      <h3 id="avisos-pendentes" className="font-semibold">
        Avisos ainda não enviados por e-mail
      </h3>
      <ul className="mt-2 space-y-2 text-sm">
        {alerts.map(({ id, change, attempts }) => (
          <li key={id}>
            A chave Pix foi alterada em {formatDateTimeBR(change.at)} por {change.by ?? 'alguém fora do painel'}: de{' '}
            {change.before.key} para {change.after.key} ({attempts} tentativa{attempts === 1 ? '' : 's'} de envio).
          </li>
        ))}
      </ul>
    </section>
  )
}
