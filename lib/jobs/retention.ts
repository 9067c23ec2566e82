import { parseEnv, type QuoteBackend } from '../config/parse-env'
import { supabaseClient } from '../config/supabase'
import { anonymous } from '../db/caller'
import { sharedEmbeddedDatabase } from '../db/embedded-database'

/** What a retention run did: the period applied and how many rows it touched (never which). */
export type RetentionResult = { months: number; anonymized: number; auditExpired: number }

type Answer = { months: number; anonymized: number; audit_expired: number }

async function callRetention(backend: QuoteBackend): Promise<Answer> {
  if (backend.kind === 'incomplete') throw new Error(`Supabase configurado pela metade: falta ${backend.missing}`)
  if (backend.kind === 'supabase') {
    const { data, error } = await supabaseClient(backend).rpc('run_retention')
    if (error) throw new Error(`Supabase recusou a retenção: ${error.message}`)
    return data as Answer
  }
  const db = await sharedEmbeddedDatabase(backend.dataDir)
  return db.asCaller(anonymous, async (tx) => (await tx.query<{ result: Answer }>('select public.run_retention() as result')).rows[0]!.result)
}

/**
 * The daily retention job (public.run_retention, migration 20261126110000): anonymizes the quotes
 * past the period set in the admin and drops audit rows older than 12 months. Idempotent; logs
 * only counts.
 */
export async function runRetention(backend: QuoteBackend = parseEnv(process.env).quotes): Promise<RetentionResult> {
  const answer = await callRetention(backend)
  const result = { months: answer.months, anonymized: answer.anonymized, auditExpired: answer.audit_expired }
  console.log(`[retencao] prazo de ${result.months} meses: ${result.anonymized} orçamento(s) anonimizado(s), ${result.auditExpired} registro(s) de acesso com mais de 12 meses apagado(s)`)
  return result
}
