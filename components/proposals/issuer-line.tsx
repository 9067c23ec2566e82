import type { BusinessIssuer } from '@/lib/proposals/contract'
import { formatCnpj, formatCpf } from '@/lib/proposals/pix-key'

/** The business as a document names it: legal name, CNPJ or CPF and address. */
export function IssuerLine({ issuer }: { issuer: BusinessIssuer }) {
  const document =
    issuer.documentKind === 'cnpj' ? `CNPJ ${formatCnpj(issuer.document)}` : `CPF ${formatCpf(issuer.document)}`
  return (
    <p data-emitente>
      {issuer.legalName}, {document}, {issuer.address}
    </p>
  )
}
