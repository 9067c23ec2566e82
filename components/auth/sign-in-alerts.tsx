import { SIGN_IN_ALERT_AT, type SignInAlert } from '@/lib/auth/admin-sessions'
import { formatDateTimeBR } from '@/lib/dates'

/** Accounts whose e-mail took many wrong passwords in the last day, and what to do about it. */
export function SignInAlerts({ alerts }: { alerts: SignInAlert[] }) {
  if (alerts.length === 0) return null
  return (
    <section role="alert" className="space-y-2 rounded-2xl bg-amber-50 p-4 text-amber-900 ring-1 ring-amber-300">
      <h3 className="font-bold">Tentativas de entrar com senha errada</h3>
      <ul className="list-disc pl-5">
        {alerts.map((alert) => (
          <li key={`${alert.email}-${alert.at}`}>
            {alert.email}: {SIGN_IN_ALERT_AT} ou mais tentativas em 15 minutos, às {formatDateTimeBR(alert.at)}
          </li>
        ))}
      </ul>
      <p>
        Ninguém é bloqueado só por saber o e-mail: cada tentativa nova espera alguns segundos, e quem erra muito do
        mesmo navegador ou endereço é bloqueado por 15 minutos. Se a senha for curta ou usada em outro site, troque-a
        (npm run user:add) e encerre as sessões que não reconhecer.
      </p>
    </section>
  )
}
