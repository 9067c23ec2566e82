import { anonymous, type Caller, type SignedInCaller } from '@/lib/db/caller'
import type { TestDatabase } from './engines'

/** What the fixtures need from a database: an EmbeddedDatabase or either engine's TestDatabase. */
type Database = Pick<TestDatabase, 'asCaller' | 'asOwner'>

/** Creates an account in auth.users (as `npm run user:add` does) and optionally makes it an administrator. */
export async function createUser(db: Database, email: string, { admin = false } = {}): Promise<SignedInCaller> {
  const { rows } = await db.asOwner((tx) => tx.query<{ id: string }>(`insert into auth.users (email, encrypted_password) values ($1, 'x') returning id`, [email]))
  const userId = rows[0]!.id
  if (admin) await db.asOwner((tx) => tx.query('insert into public.admins (user_id) values ($1)', [userId]))
  return { role: 'authenticated', userId, email }
}

export const validRow = (overrides: Record<string, unknown> = {}) => ({
  name: 'Maria Souza',
  email: 'maria@exemplo.com',
  phone: '11 987654321',
  whatsapp: '11 912345678',
  neighborhood: 'Moema',
  party_type: 'festa-infantil',
  guests: 60,
  date: '2099-12-20',
  event_time: '15:30',
  message: 'Festa de 6 anos',
  submission_id: crypto.randomUUID(),
  ...overrides,
})

/** The INSERT PostgREST would run for `row`, with its parameters. */
export function insertStatement(row: Record<string, unknown>, { returning = false } = {}) {
  const columns = Object.keys(row)
  return {
    sql: `insert into public."Orcamentos" (${columns.join(', ')}) values (${columns.map((_, index) => `$${index + 1}`).join(', ')})${returning ? ' returning *' : ''}`,
    params: Object.values(row),
  }
}

/** Inserts a row as `caller` through SQL, the way PostgREST would for that role. */
export function insertAs(db: Database, caller: Caller, row = validRow()) {
  const { sql, params } = insertStatement(row)
  return db.asCaller(caller, (tx) => tx.query(sql, params))
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
