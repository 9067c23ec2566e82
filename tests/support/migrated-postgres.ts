import { existsSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { migrate } from '@/lib/db/migrations'
import { pgConnection } from '@/scripts/support/pg-connection'
import { postgresBin } from '@/scripts/support/prerequisites'
import { startPostgres } from '@/scripts/support/postgres-server'

// The PostgreSQL twin of the embedded template (migrated-snapshot.ts): every file that runs on a
// real server started one with initdb and migrated its databases from nothing, seconds of CPU
// each. The run makes one cluster, once, holding a migrated database; each file starts a copy of
// that cluster and its databases are copies of that database (CREATE DATABASE ... TEMPLATE).
const clusterDir = () => path.join(tmpdir(), 'postgres-migrated')

/** The database of the migrated cluster that new databases copy. */
export const MIGRATED_DATABASE = 'migrated'

/** Makes the run's migrated cluster; without PostgreSQL installed, none (engine.start() then says what is missing). */
export async function makeMigratedCluster() {
  if (!existsSync(path.join(postgresBin(), 'initdb'))) return
  const server = await startPostgres()
  let keep = false
  try {
    const admin = new pg.Client(server.url())
    await admin.connect()
    await admin.query(`create database ${MIGRATED_DATABASE}`)
    await admin.end()
    const client = new pg.Client(server.url(MIGRATED_DATABASE))
    await client.connect()
    try {
      await migrate(pgConnection(client))
    } finally {
      await client.end()
    }
    keep = true
  } finally {
    server.stop(keep ? { keepDataIn: clusterDir() } : undefined)
  }
}

/** The data folder of the run's migrated cluster, when the run made one. */
export const migratedCluster = () => (existsSync(clusterDir()) ? clusterDir() : undefined)
