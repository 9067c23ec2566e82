import { embeddedRpc } from '@/lib/db/rpc-embedded'
import { createUser } from './database'
import type { Engine } from './engines'

/** Starts the engine and gives a migrated database with the owner as its administrator, and the transport over it. */
export async function ownerDatabase(engine: Engine) {
  await engine.start()
  const db = await engine.emptyDatabase()
  await db.migrate()
  return { db, rpc: embeddedRpc(async () => db), admin: await createUser(db, 'dona@buffet.com.br', { admin: true }) }
}
