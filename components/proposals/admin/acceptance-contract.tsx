import type { AdminProposal } from '@/lib/proposals/contract'
import { formatCpf } from '@/lib/proposals/pix-key'

type Acceptance = NonNullable<AdminProposal['acceptance']>

/** The contract's data the client gave at acceptance: full name, CPF and the party's address. */
export function AcceptanceContract({ acceptance }: { acceptance: Acceptance }) {
  const address = acceptance.eventAddress
  return (
    <dl className="grid gap-2 rounded-xl bg-brand-50 p-3 text-sm sm:grid-cols-2" aria-label="Dados para o contrato">
      <div>
        <dt className="text-muted">Nome completo</dt>
        <dd className="font-semibold">{acceptance.fullName}</dd>
      </div>
      <div>
        <dt className="text-muted">CPF</dt>
        <dd className="font-semibold">
          {acceptance.cpf ? formatCpf(acceptance.cpf) : 'não informado (aceite anterior)'}
        </dd>
      </div>
      <div className="sm:col-span-2">
        <dt className="text-muted">Endereço da festa</dt>
        <dd className="font-semibold">
          {address
            ? `${address.street}, ${address.number}${address.complement ? `, ${address.complement}` : ''} · ${address.neighborhood} · ${address.city} · CEP ${address.cep}`
            : 'não informado (aceite anterior)'}
        </dd>
      </div>
    </dl>
  )
}
