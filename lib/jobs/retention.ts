import { server } from '../db/caller'
import type { Rpc } from '../db/rpc'

/** What a retention run did: the period applied and how many rows it touched (never which). */
export type RetentionResult = { months: number; anonymized: number; auditExpired: number }

/**
 * The daily retention job (public.run_retention): anonymizes the quotes past the period set in the
 * admin and drops audit rows older than 12 months. Idempotent; logs only counts.
 */
export async function runRetention(rpc: Rpc): Promise<RetentionResult> {
  const answer = await rpc.value<{ months: number; anonymized: number; audit_expired: number }>(
    server,
    'run_retention',
    {},
  )
  const result = { months: answer.months, anonymized: answer.anonymized, auditExpired: answer.audit_expired }
  if (result.anonymized > 0 || result.auditExpired > 0) await rpc.eraseFromDisk?.()
  console.log(
    `[retencao] prazo de ${result.months} meses: ${result.anonymized} orçamento(s) anonimizado(s), ${result.auditExpired} registro(s) de acesso com mais de 12 meses apagado(s)`,
  )
  return result
}
