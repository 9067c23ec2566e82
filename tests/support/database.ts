import { PGlite } from '@electric-sql/pglite'
import { anonymous, type Caller } from '@/lib/db/caller'
import { EmbeddedDatabase } from '@/lib/db/embedded-database'
import { migrate } from '@/lib/db/migrations'
import { pgliteOptions } from '@/lib/db/pglite-options'

/** A fresh in-memory database with the shim and every migration applied. */
export async function freshDatabase() {
  const pg = await PGlite.create('memory://', pgliteOptions)
  await migrate(pg)
  return { pg, db: new EmbeddedDatabase(pg) }
}

/** Creates an account in auth.users (as `npm run user:add` does) and optionally makes it an administrator. */
export async function createUser(db: EmbeddedDatabase, email: string, { admin = false } = {}): Promise<Caller & { role: 'authenticated' }> {
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
