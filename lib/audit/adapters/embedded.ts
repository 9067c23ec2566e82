import 'server-only'
import { sharedEmbeddedDatabase } from '../../db/embedded-database'
import { AuditError, type AuditEntry, type AuditStore } from '../contract'

/** The audit log in the embedded PostgreSQL, as the caller's role. */
export function embeddedAuditStore(dataDir: string): AuditStore {
  const database = () => sharedEmbeddedDatabase(dataDir)
  return {
    async record(caller, action, subject = null, detail = {}) {
      const db = await database()
      await db.asCaller(caller, (tx) => tx.query('select public.audit_record($1, $2, $3)', [action, subject, JSON.stringify(detail)])).catch((error: unknown) => {
        throw new AuditError(`Falha ao registrar ${action} no banco embutido: ${(error as Error).message}`, { cause: error })
      })
    },

    async list(caller, { limit, before, action }) {
      const db = await database()
      return db
        .asCaller(caller, async (tx) =>
          (
            await tx.query<AuditEntry>(
              `select id::int as id, at::text as at, actor_email, action, subject, detail from public.audit_log
               where ($1::bigint is null or id < $1) and ($2::text is null or action = $2) order by id desc limit $3`,
              [before ?? null, action ?? null, limit],
            )
          ).rows,
        )
        .catch((error: unknown) => {
          throw new AuditError('Falha ao ler o registro de acessos no banco embutido', { cause: error })
        })
    },
  }
}
