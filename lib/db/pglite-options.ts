import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'

/** What every embedded database is opened with: pg_trgm backs the quote search index, as on Supabase. */
export const pgliteOptions = { extensions: { pg_trgm } }
