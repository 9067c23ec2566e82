import type { PendingAlert } from '@/lib/proposals/contract'
import { formatDateTimeBR } from '@/lib/dates'

/** What one waiting alert says in "Avisos". */
function alertText(alert: PendingAlert) {
  if (alert.kind === 'tarefas_sem_chave')
    return `Em ${formatDateTimeBR(alert.createdAt)} o banco não reconhecia a chave das tarefas diárias: os pedidos chegaram retidos para revisão até esta entrada no painel.`
  const { change } = alert
  return `A chave Pix foi alterada em ${formatDateTimeBR(change.at)} por ${change.by ?? 'alguém fora do painel'}: de ${change.before.key} para ${change.after.key}`
}

/** "Avisos": the alerts (a changed Pix, the jobs' key missing) whose e-mail has not gone out yet (the server keeps trying). */
export function PendingAlerts({ alerts }: { alerts: PendingAlert[] }) {
  if (alerts.length === 0) return null
  return (
    <section aria-labelledby="avisos-pendentes" className="rounded-xl bg-amber-50 p-4 text-amber-900">
      <h3 id="avisos-pendentes" className="font-semibold">
        Avisos ainda não enviados por e-mail
      </h3>
      <ul className="mt-2 space-y-2 text-sm">
        {alerts.map((alert) => (
          <li key={alert.id}>
            {alertText(alert)} ({alert.attempts} tentativa{alert.attempts === 1 ? '' : 's'} de envio).
          </li>
        ))}
      </ul>
    </section>
  )
}
