import { EMAIL_PATTERN } from '../forms/email-address'

export const MAX_RECIPIENTS = 10

export type RecipientsParse = { ok: true; recipients: string[] } | { ok: false; message: string }

/** The "Avisos" text box: one address per line (commas and semicolons also separate), each once. */
export function parseRecipients(text: string): RecipientsParse {
  const seen = new Set<string>()
  const recipients = text
    .split(/[\n,;]+/)
    .map((line) => line.trim().toLowerCase())
    .filter((line) => line && !seen.has(line) && seen.add(line))
  const invalid = recipients.find((address) => !EMAIL_PATTERN.test(address) || address.length > 254)
  if (invalid)
    return {
      ok: false,
      message: `"${invalid}" não é um e-mail válido. Use um endereço por linha, ex.: contato@exemplo.com.br.`,
    }
  if (recipients.length > MAX_RECIPIENTS) return { ok: false, message: `Use no máximo ${MAX_RECIPIENTS} endereços.` }
  return { ok: true, recipients }
}
