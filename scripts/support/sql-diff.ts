import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import pg from 'pg'
import { migrate, migrationFiles } from '../../lib/db/migrations'
import { pgConnection } from './pg-connection'
import type { PostgresServer } from './postgres-server'
import { applySchemaFiles, duplicates, migrationBetween, readCatalog } from './sql-catalog'
import { functionTypes } from './sql-types'

export const SCHEMAS = 'supabase/schemas'

/** The schema files in the order they are read (each file's statements then apply in phase order). */
export const schemaFiles = (dir = SCHEMAS) =>
  readdirSync(dir)
    .filter((file) => file.endsWith('.sql'))
    .sort()
    .map((file) => ({ name: `${dir}/${file}`, sql: readFileSync(path.join(dir, file), 'utf8') }))

export async function connected<T>(url: string, work: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client(url)
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

/** Creates `database` on `server` with the shim and `files` applied; returns its catalog. */
export async function migratedDatabase(server: PostgresServer, database: string, files = migrationFiles()) {
  await connected(server.url(), (client) => client.query(`create database ${database}`))
  return connected(server.url(database), async (client) => {
    await migrate(pgConnection(client), files)
    return readCatalog(client)
  })
}

/**
 * Database `into`, a copy of the migrated `from`, with the schema files applied: what the files
 * declare, what differs from `from` (the migration to write), what a file defines twice and the
 * generated types of the functions.
 */
export async function schemaDiff(
  server: PostgresServer,
  { from, into, files = schemaFiles() }: { from: string; into: string; files?: { name: string; sql: string }[] },
) {
  const before = await connected(server.url(from), readCatalog)
  await connected(server.url(), (client) => client.query(`create database ${into} template ${from}`))
  const { after, declared, types } = await connected(server.url(into), async (client) => {
    const declared = await applySchemaFiles(client, files)
    return { after: await readCatalog(client), declared, types: await functionTypes(client) }
  })
  return { after, declared, types, twice: duplicates(declared), migration: migrationBetween(before, after, declared) }
}
