import { formatDateBR } from '@/lib/dates'
import { formatBRL } from '@/lib/money'
import type { InstallmentState } from '@/lib/proposals/schedule'
import { brCodeSvg, depositBrCode } from '@/lib/proposals/pix'
import { CopyButton } from '@/components/ui/copy-button'

type Props = {
  pix: { key: string; beneficiary: string | null; city: string | null }
  installment: InstallmentState
  dueLabel: string | null
  reference: string
  businessName: string
}

/**
 * The next open installment as a Pix "copia e cola" code and its QR code (a static BR Code: no bank
 * integration), for what remains of it: after a partial payment, only the rest.
 */
export async function PixPayment({ pix, installment, dueLabel, reference, businessName }: Props) {
  const amountCents = installment.remainingCents
  const code = depositBrCode({
    key: pix.key,
    beneficiary: pix.beneficiary || businessName,
    city: pix.city || 'SAO PAULO',
    amountCents,
    txid: `${reference}P${installment.number}`,
  })
  const svg = await brCodeSvg(code)
  const isDeposit = installment.label === 'Sinal'
  const due = installment.due ? formatDateBR(installment.due) : dueLabel
  return (
    <section
      aria-labelledby="pix-titulo"
      className="space-y-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-brand-200 break-inside-avoid"
    >
      <h2 id="pix-titulo" className="text-xl font-semibold text-brand-800">
        {installment.label} por Pix: <span data-pix-valor>{formatBRL(amountCents)}</span>
      </h2>
      <p>
        {installment.paidCents > 0
          ? `Já recebemos ${formatBRL(installment.paidCents)} desta parcela; falta ${formatBRL(amountCents)}. `
          : ''}
        {isDeposit ? 'Pague o sinal para reservar a data' : 'Pague esta parcela'}
        {due ? ` até ${due}` : ''}: aponte a câmera do app do seu banco para o QR code, ou copie o código Pix abaixo e
        cole em &quot;Pix copia e cola&quot;.
      </p>
      <div className="flex flex-col items-center gap-4 sm:flex-row sm:items-start">
        {/* eslint-disable-next-line @next/next/no-img-element -- an inline SVG made on the server; nothing to optimise */}
        <img
          src={`data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`}
          alt={`QR code do Pix ${isDeposit ? 'do sinal' : 'da parcela'}`}
          width={220}
          height={220}
          className="h-56 w-56 shrink-0"
        />
        <div className="w-full min-w-0 space-y-2">
          <label htmlFor="pix-copia-e-cola" className="block text-sm font-semibold">
            Pix copia e cola
          </label>
          <textarea
            id="pix-copia-e-cola"
            readOnly
            rows={4}
            value={code}
            className="w-full rounded-xl border border-brand-200 bg-brand-50 p-3 font-mono text-xs break-all"
          />
          <CopyButton text={code} label="Copiar código Pix" />
          <p className="text-sm text-muted">
            Identificação do pagamento: {reference}P{installment.number}. Favorecido: {pix.beneficiary || businessName}.
          </p>
        </div>
      </div>
    </section>
  )
}
