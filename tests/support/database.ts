import { PGlite } from '@electric-sql/pglite'
import bcrypt from 'bcryptjs'
import { anonymous, type Caller } from '@/lib/db/caller'
import { EmbeddedDatabase } from '@/lib/db/embedded-database'
import { migrate } from '@/lib/db/migrations'
import { newQuote } from './quote'

/** A fresh in-memory database with the shim and every migration applied. */
export async function freshDatabase() {
  const pg = await PGlite.create('memory://')
  await migrate(pg)
  return { pg, db: new EmbeddedDatabase(pg) }
}

/**
 * Creates an account in auth.users (as `npm run user:add` does: a bcrypt hash, as Supabase stores
 * it) and optionally makes it an administrator. Without a password nobody can sign in with it.
 */
export async function createUser(db: EmbeddedDatabase, email: string, { admin = false, password }: { admin?: boolean; password?: string } = {}): Promise<Caller & { role: 'authenticated' }> {
  const hash = password === undefined ? 'sem-senha' : bcrypt.hashSync(password, 10)
  const { rows } = await db.asOwner((tx) => tx.query<{ id: string }>('insert into auth.users (email, encrypted_password) values ($1, $2) returning id', [email, hash]))
  const userId = rows[0]!.id
  if (admin) await db.asOwner((tx) => tx.query('insert into public.admins (user_id) values ($1)', [userId]))
  return { role: 'authenticated', userId, email }
}

/** The fixture's quote as a table row, with `overrides` (any column, any value) for the checks to refuse. */
export const validRow = (overrides: Record<string, unknown> = {}) => ({ ...newQuote(), ...overrides })

/** Inserts a row as `caller` through SQL, the way PostgREST would for that role. */
export function insertAs(db: EmbeddedDatabase, caller: Caller, row = validRow()) {
  const columns = Object.keys(row)
  return db.asCaller(caller, (tx) =>
    tx.query(
      `insert into public."Orcamentos" (${columns.join(', ')}) values (${columns.map((_, index) => `$${index + 1}`).join(', ')})`,
      Object.values(row),
    ),
  )
}

export { anonymous }
