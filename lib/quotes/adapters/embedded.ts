import 'server-only'
import { anonymous } from '../../db/caller'
import { sharedEmbeddedDatabase } from '../../db/embedded-database'
import { likePattern, QUOTE_SELECT_SQL, QuoteStoreError, SEARCH_COLUMNS, UNIQUE_VIOLATION, type QuotePage, type QuoteRow, type QuoteStore } from '../contract'

const searchFilter = `where ${SEARCH_COLUMNS.map((column) => `${column} ilike $1`).join(' or ')}`

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

    async list(caller, { page, pageSize, search }): Promise<QuotePage> {
      const db = await database()
      const filter = search ? searchFilter : ''
      const params = search ? [likePattern(search)] : []
      try {
        return await db.asCaller(caller, async (tx) => {
          const { rows } = await tx.query<QuoteRow>(
            `select ${QUOTE_SELECT_SQL} from public."Orcamentos" ${filter} order by created_at desc, id desc limit ${pageSize} offset ${(page - 1) * pageSize}`,
            params,
          )
          const count = await tx.query<{ total: number }>(`select count(*)::int as total from public."Orcamentos" ${filter}`, params)
          return { rows, total: count.rows[0]?.total ?? 0 }
        })
      } catch (error) {
        throw new QuoteStoreError('Falha ao listar os orçamentos no banco embutido', { cause: error })
      }
    },
  }
}
