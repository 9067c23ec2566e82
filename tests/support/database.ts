import bcrypt from 'bcryptjs'
import { anonymous, type SignedInCaller } from '@/lib/db/caller'
import { EmbeddedDatabase } from '@/lib/db/embedded-database'
import type { TestDatabase } from './engines'
import { migratedPglite } from './migrated-snapshot'
import { newQuote } from './quote'
import { accessTokenFor } from './access-token'

/** What the fixtures need from a database: an EmbeddedDatabase or either engine's TestDatabase. */
type Database = Pick<TestDatabase, 'asCaller' | 'asOwner'>

/** A fresh in-memory embedded database with the shim and every migration applied, as the app opens it. */
export async function freshDatabase() {
  const pg = await migratedPglite()
  return { pg, db: new EmbeddedDatabase(pg) }
}

/**
 * Creates an account in auth.users (as `npm run user:add` does: a bcrypt hash, as Supabase stores
 * it) and optionally makes it an administrator. Without a password nobody can sign in with it. An
 * administrator comes signed in: an open session in public.admin_sessions that its token names (an
 * admin check asks for one), unless `session: false`.
 */
export async function createUser(
  db: Database,
  email: string,
  { admin = false, password, session = admin }: { admin?: boolean; password?: string; session?: boolean } = {},
): Promise<SignedInCaller> {
  const hash = password === undefined ? 'sem-senha' : bcrypt.hashSync(password, 10)
  const { rows } = await db.asOwner((tx) =>
    tx.query<{ id: string }>('insert into auth.users (email, encrypted_password) values ($1, $2) returning id', [
      email,
      hash,
    ]),
  )
  const userId = rows[0]!.id
  if (admin) await db.asOwner((tx) => tx.query('insert into public.admins (user_id) values ($1)', [userId]))
  const user: SignedInCaller = {
    role: 'authenticated',
    userId,
    email,
    accessToken: accessTokenFor({ sub: userId, email }),
  }
  return session ? openSession(db, user) : user
}

/** The user signed in once more: a new open session, and a token (as GoTrue's) naming it. */
export async function openSession(db: Database, user: SignedInCaller): Promise<SignedInCaller> {
  const sessionId = crypto.randomUUID()
  await db.asOwner((tx) =>
    tx.query(`insert into public.admin_sessions (id, user_id, user_agent) values ($1, $2, 'Vitest')`, [
      sessionId,
      user.userId,
    ]),
  )
  // With its access token, the same caller reaches the Supabase transport through PostgREST's stand-in.
  return {
    ...user,
    sessionId,
    accessToken: accessTokenFor({ sub: user.userId, email: user.email, session_id: sessionId }),
  }
}

/** The fixture's quote as a table row, with `overrides` (any column, any value) for the checks to refuse. */
export const validRow = (overrides: Record<string, unknown> = {}) => ({ ...newQuote(), ...overrides })

/** The INSERT PostgREST would run for `row`, with its parameters. */
export function insertStatement(row: Record<string, unknown>, { returning = false } = {}) {
  const columns = Object.keys(row)
  return {
    sql: `insert into public."Orcamentos" (${columns.join(', ')}) values (${columns.map((_, index) => `$${index + 1}`).join(', ')})${returning ? ' returning *' : ''}`,
    params: Object.values(row),
  }
}

/**
 * A quote stored for a test to work on, as the database's owner (a fixture: the table's checks and
 * triggers apply; the visitor's own way in, quote_intake, has its own tests).
 */
export function storeQuote(db: Database, row = validRow()) {
  const { sql, params } = insertStatement(row)
  return db.asOwner((tx) => tx.query(sql, params))
}

/** Runs `work` and returns the error it throws, or fails when it does not throw. */
export async function errorOf(work: () => Promise<unknown>): Promise<Error & { code?: string; constraint?: string }> {
  try {
    await work()
  } catch (error) {
    return error as Error
  }
  throw new Error('era esperado um erro do banco, mas o comando passou')
}

export { anonymous }
