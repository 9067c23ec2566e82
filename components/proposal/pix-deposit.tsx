import { formatBRL } from '@/lib/money'
import { brCodeSvg, depositBrCode } from '@/lib/proposals/pix'
import { CopyButton } from './copy-button'

type Props = { pix: { key: string; beneficiary: string | null; city: string | null }; amountCents: number; reference: string; businessName: string }

/** The deposit as a Pix "copia e cola" code and its QR code (a static BR Code: no bank integration). */
export async function PixDeposit({ pix, amountCents, reference, businessName }: Props) {
  const code = depositBrCode({ key: pix.key, beneficiary: pix.beneficiary || businessName, city: pix.city || 'SAO PAULO', amountCents, txid: reference })
  const svg = await brCodeSvg(code)
  return (
    <section aria-labelledby="pix-titulo" className="space-y-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-brand-200 break-inside-avoid">
      <h2 id="pix-titulo" className="text-xl font-semibold text-brand-800">
        Sinal por Pix: {formatBRL(amountCents)}
      </h2>
      <p>Pague o sinal para reservar a data: aponte a câmera do app do seu banco para o QR code, ou copie o código Pix abaixo e cole em &quot;Pix copia e cola&quot;.</p>
      <div className="flex flex-col items-center gap-4 sm:flex-row sm:items-start">
        {/* eslint-disable-next-line @next/next/no-img-element -- an inline SVG made on the server; nothing to optimise */}
        <img src={`data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`} alt="QR code do Pix do sinal" width={220} height={220} className="h-56 w-56 shrink-0" />
        <div className="w-full min-w-0 space-y-2">
          <label htmlFor="pix-copia-e-cola" className="block text-sm font-semibold">
            Pix copia e cola
          </label>
          <textarea id="pix-copia-e-cola" readOnly rows={4} value={code} className="w-full rounded-xl border border-brand-200 bg-brand-50 p-3 font-mono text-xs break-all" />
          <CopyButton text={code} label="Copiar código Pix" />
          <p className="text-sm text-muted">Identificação do pagamento: {reference}. Favorecido: {pix.beneficiary || businessName}.</p>
        </div>
      </div>
    </section>
  )
}
