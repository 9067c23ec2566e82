import 'server-only'
import { anonymous } from '../../db/caller'
import { sharedEmbeddedDatabase } from '../../db/embedded-database'
import { adminBatchArgs, adminQuoteArgs, pageSlice, QUOTE_SELECT_SQL as columns, INSUFFICIENT_PRIVILEGE, QuoteStoreError, UNIQUE_VIOLATION, type QuoteDetail, type QuoteNote, type QuotePage, type QuoteRow, type QuoteStore } from '../contract'

/** A call of one of the admin list functions with named arguments, as PostgREST makes it for the Supabase adapter. */
function adminCall(fn: 'admin_quotes' | 'admin_quotes_count', args: Record<string, unknown>) {
  const names = Object.keys(args)
  return { call: `public.${fn}(${names.map((name, index) => `${name} => $${index + 1}`).join(', ')})`, params: Object.values(args) }
}

const failure = (what: string) => (error: unknown) => {
  throw new QuoteStoreError(`Falha ao ${what} no banco embutido`, { cause: error })
}

/** Quote requests in the embedded PostgreSQL, queried as the caller's API role. */
export function embeddedQuoteStore(dataDir: string): QuoteStore {
  const database = () => sharedEmbeddedDatabase(dataDir)
  return {
    async probe() {
      try {
        const db = await database()
        await db.asCaller(anonymous, (tx) => tx.query('select count(*) from public."Orcamentos" limit 1'))
        return true
      } catch (error) {
        console.error('[orcamentos] banco embutido indisponível', error)
        return false
      }
    },

    async insert(quote) {
      const db = await database()
      try {
        await db.asCaller(anonymous, (tx) =>
          tx.query(
            `insert into public."Orcamentos" (name, email, phone, whatsapp, neighborhood, party_type, guests, date, event_time, message, submission_id, lead_source, suspect)
             values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
            [quote.name, quote.email, quote.phone, quote.whatsapp, quote.neighborhood, quote.party_type, quote.guests, quote.date, quote.event_time, quote.message, quote.submission_id, quote.lead_source ?? null, quote.suspect ?? false],
          ),
        )
      } catch (error) {
        if ((error as { code?: string }).code === UNIQUE_VIOLATION) return
        throw new QuoteStoreError('Falha ao gravar o orçamento no banco embutido', { cause: error })
      }
    },

    async list(caller, { page, pageSize, search, filters }): Promise<QuotePage> {
      const db = await database()
      const args = adminQuoteArgs(search, filters)
      return db
        .asCaller(caller, async (tx) => {
          const counted = adminCall('admin_quotes_count', args)
          const total = (await tx.query<{ total: number }>(`select ${counted.call} as total`, counted.params)).rows[0]?.total ?? 0
          const slice = pageSlice(total, page, pageSize)
          if (!slice) return { rows: [], total }
          const { call, params } = adminCall('admin_quotes', { ...args, p_limit: slice.limit, p_offset: slice.offset, p_oldest_first: slice.oldestFirst })
          const { rows } = await tx.query<QuoteRow>(`select ${columns} from ${call}`, params)
          return { rows: slice.oldestFirst ? rows.reverse() : rows, total }
        })
        .catch(failure('listar os orçamentos'))
    },

    async batch(caller, options) {
      const db = await database()
      const { call, params } = adminCall('admin_quotes', adminBatchArgs(options))
      return db.asCaller(caller, async (tx) => (await tx.query<QuoteRow>(`select ${columns} from ${call}`, params)).rows).catch(failure('exportar os orçamentos'))
    },

    async countByStatus(caller, status) {
      const db = await database()
      return db
        .asCaller(caller, async (tx) => (await tx.query<{ total: number }>(`select public.admin_quotes_count(p_status => $1) as total`, [status])).rows[0]?.total ?? 0)
        .catch(failure('contar os orçamentos'))
    },

    async get(caller, id) {
      const db = await database()
      return db
        .asCaller(caller, async (tx) => {
          const { rows } = await tx.query<QuoteDetail>(
            `select ${columns}, status_changed_at::text as status_changed_at, notification_status from public."Orcamentos" where id = $1`,
            [id],
          )
          return rows[0] ?? null
        })
        .catch(failure('ler o orçamento'))
    },

    async setStatus(caller, id, status, lost) {
      const db = await database()
      return db
        .asCaller(caller, async (tx) => {
          const { rows } = await tx.query<{ changed: boolean }>('select public.set_quote_status($1, $2, $3, $4) as changed', [id, status, lost?.reason ?? null, lost?.detail ?? null])
          return rows[0]?.changed === true
        })
        .catch((error: unknown) => {
          // Someone who is not an administrator changes nothing, as row-level security would answer.
          if ((error as { code?: string }).code === INSUFFICIENT_PRIVILEGE) return false
          return failure('mudar o status')(error)
        })
    },

    async addNote(caller, id, body) {
      const db = await database()
      await db.asCaller(caller, (tx) => tx.query(`insert into public.orcamento_notas (orcamento_id, body) values ($1, $2)`, [id, body])).catch(failure('gravar a nota'))
    },

    async listNotes(caller, id) {
      const db = await database()
      return db
        .asCaller(caller, async (tx) =>
          (
            await tx.query<QuoteNote>(
              `select id, body, author_email, created_at::text as created_at from public.orcamento_notas where orcamento_id = $1 order by created_at desc, id desc`,
              [id],
            )
          ).rows,
        )
        .catch(failure('listar as notas'))
    },

    async recordNotification(submissionId, outcome) {
      const db = await database()
      return db
        .asCaller(anonymous, async (tx) => (await tx.query<{ id: number | null }>('select public.record_quote_notification($1, $2) as id', [submissionId, outcome])).rows[0]?.id ?? null)
        .catch(failure('registrar o aviso por e-mail'))
    },
  }
}
