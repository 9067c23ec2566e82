import 'server-only'
import { anonymous } from '../../db/caller'
import { sharedEmbeddedDatabase } from '../../db/embedded-database'
import { likePattern, QUOTE_SELECT_SQL as columns, QuoteStoreError, UNIQUE_VIOLATION, type ListCursor, type QuoteDetail, type QuoteNote, type QuotePage, type QuoteRow, type QuoteStore } from '../contract'
import { receivedBounds, type QuoteFilters } from '../filters'

/** The search, the filters and a keyset cursor as one WHERE clause with numbered parameters. */
function whereClause(search?: string, filters: QuoteFilters = {}, after?: ListCursor) {
  const params: unknown[] = []
  const conditions: string[] = []
  const add = (condition: (param: string) => string, value: unknown) => {
    params.push(value)
    conditions.push(condition(`$${params.length}`))
  }
  // search_text is what the trigram index covers (see the pipeline migration).
  if (search) add((param) => `search_text ilike ${param}`, likePattern(search))
  if (filters.status) add((param) => `status = ${param}`, filters.status)
  // Party-type ids never contain one another, so a substring match is exact.
  if (filters.partyType) add((param) => `party_type like ${param}`, likePattern(filters.partyType))
  if (filters.eventFrom) add((param) => `date >= ${param}`, filters.eventFrom)
  if (filters.eventTo) add((param) => `date <= ${param}`, filters.eventTo)
  const received = receivedBounds(filters)
  if (received.from) add((param) => `created_at >= ${param}::timestamptz`, received.from)
  if (received.before) add((param) => `created_at < ${param}::timestamptz`, received.before)
  if (after) {
    params.push(after.createdAt, after.id)
    conditions.push(`(created_at, id) < ($${params.length - 1}::timestamptz, $${params.length}::bigint)`)
  }
  return { where: conditions.length ? `where ${conditions.join(' and ')}` : '', params }
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
            `insert into public."Orcamentos" (name, email, phone, whatsapp, neighborhood, party_type, guests, date, event_time, message, submission_id)
             values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
            [quote.name, quote.email, quote.phone, quote.whatsapp, quote.neighborhood, quote.party_type, quote.guests, quote.date, quote.event_time, quote.message, quote.submission_id],
          ),
        )
      } catch (error) {
        if ((error as { code?: string }).code === UNIQUE_VIOLATION) return
        throw new QuoteStoreError('Falha ao gravar o orçamento no banco embutido', { cause: error })
      }
    },

    async list(caller, { page, pageSize, search, filters }): Promise<QuotePage> {
      const db = await database()
      const { where, params } = whereClause(search, filters)
      const offset = (page - 1) * pageSize
      return db
        .asCaller(caller, async (tx) => {
          const count = await tx.query<{ total: number }>(`select count(*)::int as total from public."Orcamentos" ${where}`, params)
          const total = count.rows[0]?.total ?? 0
          if (offset >= total) return { rows: [], total }
          // Pages past the middle are read from the oldest end, so the last page costs what the first does.
          if (offset > total / 2) {
            const limit = Math.min(pageSize, total - offset)
            const { rows } = await tx.query<QuoteRow>(
              `select ${columns} from public."Orcamentos" ${where} order by created_at asc, id asc limit ${limit} offset ${Math.max(0, total - offset - pageSize)}`,
              params,
            )
            return { rows: rows.reverse(), total }
          }
          const { rows } = await tx.query<QuoteRow>(`select ${columns} from public."Orcamentos" ${where} order by created_at desc, id desc limit ${pageSize} offset ${offset}`, params)
          return { rows, total }
        })
        .catch(failure('listar os orçamentos'))
    },

    async batch(caller, { limit, search, filters, after }) {
      const db = await database()
      const { where, params } = whereClause(search, filters, after)
      return db
        .asCaller(caller, async (tx) => (await tx.query<QuoteRow>(`select ${columns} from public."Orcamentos" ${where} order by created_at desc, id desc limit ${limit}`, params)).rows)
        .catch(failure('exportar os orçamentos'))
    },

    async countByStatus(caller, status) {
      const db = await database()
      return db
        .asCaller(caller, async (tx) => (await tx.query<{ total: number }>(`select count(*)::int as total from public."Orcamentos" where status = $1`, [status])).rows[0]?.total ?? 0)
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

    async setStatus(caller, id, status) {
      const db = await database()
      return db
        .asCaller(caller, async (tx) => (await tx.query(`update public."Orcamentos" set status = $1 where id = $2 returning id`, [status, id])).rows.length > 0)
        .catch(failure('mudar o status'))
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
