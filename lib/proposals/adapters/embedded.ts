import 'server-only'
import { anonymous, type Caller } from '../../db/caller'
import { sharedEmbeddedDatabase } from '../../db/embedded-database'
import { draftJson, ProposalStoreError, settingsFromRow, settingsRow, WRONG_STATE, type AdminProposal, type AnswerResult, type ProposalStore, type ProposalSummary, type ProposalView } from '../contract'

const SUMMARY_COLUMNS = 'orcamento_id::int as orcamento_id, proposal_id::int as proposal_id, status, deposit_cents, paid_cents, accepted_at::text as accepted_at, accepted_name'

/** Proposals in the embedded PostgreSQL: each call is one of the migration's functions, as the caller's API role. */
export function embeddedProposalStore(dataDir: string): ProposalStore {
  const call = async <T>(caller: Caller, what: string, sql: string, params: unknown[]): Promise<T[]> => {
    const db = await sharedEmbeddedDatabase(dataDir)
    try {
      return await db.asCaller(caller, async (tx) => (await tx.query<T>(sql, params)).rows)
    } catch (error) {
      const refused = (error as { code?: string }).code === WRONG_STATE
      throw new ProposalStoreError(`Falha ao ${what} no banco embutido`, { cause: error, reason: refused ? 'refused' : 'backend' })
    }
  }
  const one = async <T>(caller: Caller, what: string, sql: string, params: unknown[]) => (await call<{ value: T }>(caller, what, sql, params))[0]?.value

  return {
    view: async (token) => (await one<ProposalView | null>(anonymous, 'abrir a proposta', 'select public.proposal_view($1) as value', [token])) ?? null,
    accept: async (token, fullName, { clientAddress, userAgent }) =>
      (await one<AnswerResult>(anonymous, 'aceitar a proposta', 'select public.proposal_accept($1, $2, $3, $4) as value', [token, fullName, clientAddress, userAgent]))!,
    refuse: async (token, reason, { clientAddress, userAgent }) =>
      (await one<AnswerResult>(anonymous, 'recusar a proposta', 'select public.proposal_refuse($1, $2, $3, $4) as value', [token, reason, clientAddress, userAgent]))!,
    get: async (caller, orcamentoId) => (await one<AdminProposal | null>(caller, 'ler a proposta', 'select public.admin_proposal($1) as value', [orcamentoId])) ?? null,
    save: async (caller, orcamentoId, draft) => Number(await one(caller, 'salvar a proposta', 'select public.admin_proposal_save($1, $2)::int as value', [orcamentoId, JSON.stringify(draftJson(draft))])),
    send: async (caller, proposalId, token, content) =>
      Number(await one(caller, 'enviar a proposta', 'select public.admin_proposal_send($1, $2, $3) as value', [proposalId, token, JSON.stringify(content)])),
    async recordPayment(caller, proposalId, amountCents, paidOn) {
      await call(caller, 'registrar o sinal', 'select public.admin_proposal_record_payment($1, $2, $3)', [proposalId, amountCents, paidOn])
    },
    summaries: (caller, ids) =>
      ids
        ? call<ProposalSummary>(caller, 'listar as propostas', `select ${SUMMARY_COLUMNS} from public.admin_proposal_summaries($1::bigint[])`, [ids])
        : call<ProposalSummary>(caller, 'listar as propostas', `select ${SUMMARY_COLUMNS} from public.admin_proposal_summaries()`, []),
    settings: async (caller) =>
      settingsFromRow((await call<Parameters<typeof settingsFromRow>[0] & object>(caller, 'ler as configurações', 'select deposit_percent, pix_key, pix_beneficiary, pix_city from public.admin_settings', []))[0]),
    async saveSettings(caller, settings) {
      const row = settingsRow(settings)
      const updated = await call(caller, 'salvar as configurações', 'update public.admin_settings set deposit_percent = $1, pix_key = $2, pix_beneficiary = $3, pix_city = $4 where id returning id', [
        row.deposit_percent,
        row.pix_key,
        row.pix_beneficiary,
        row.pix_city,
      ])
      if (updated.length === 0) throw new ProposalStoreError('As configurações não foram salvas', { reason: 'refused' })
    },
  }
}
