import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import { callerStatements, type Caller } from '@/lib/db/caller'
import { EmbeddedDatabase } from '@/lib/db/embedded-database'
import { pgliteOptions } from '@/lib/db/pglite-options'
import { migrate } from '@/lib/db/migrations'
import { allMigrationNames, migratedPglite } from './migrated-snapshot'
import { MIGRATED_DATABASE, migratedCluster } from './migrated-postgres'
import { pgConnection, type Tx } from '@/scripts/support/pg-connection'
import { startPostgres, type PostgresServer } from '@/scripts/support/postgres-server'

export type { Tx } from '@/scripts/support/pg-connection'

/** A database of one engine: migrated with lib/db/migrations, queried as a caller like the app does. */
export interface TestDatabase {
  migrate(files?: Parameters<typeof migrate>[1]): Promise<string[]>
  /** In one transaction as the caller's API role with its JWT claims (row-level security applies). */
  asCaller<T>(caller: Caller, work: (tx: Tx) => Promise<T>): Promise<T>
  /** As the database owner: fixtures and checks, bypassing row-level security. */
  asOwner<T>(work: (tx: Tx) => Promise<T>): Promise<T>
  /**
   * Another connection to the same database, for requests that race (PostgreSQL: a new client,
   * as each PostgREST request gets its own; PGlite: the same one, its only connection, as in the app).
   */
  connect(): Promise<Pick<TestDatabase, 'asCaller' | 'asOwner'>>
}

export interface Engine {
  name: 'PGlite' | 'PostgreSQL'
  start(): Promise<void>
  stop(): Promise<void>
  /** A new, empty database: nothing applied, not even the shim. */
  emptyDatabase(): Promise<TestDatabase>
}

const pglite = (): Engine => {
  const open: PGlite[] = []
  return {
    name: 'PGlite',
    start: async () => {},
    stop: async () => {
      await Promise.all(open.map((db) => db.close()))
    },
    async emptyDatabase() {
      // Created on first use: a database whose first act is a whole migrate() starts from the run's
      // migrated copy (tests/support/migrated-snapshot.ts) instead of applying every file again.
      let created: Promise<EmbeddedDatabase & { pg: PGlite }> | undefined
      const open_ = (fresh: () => Promise<PGlite>) =>
        (created ??= fresh().then((db) => {
          open.push(db)
          return Object.assign(new EmbeddedDatabase(db), { pg: db })
        }))
      const ready = () => open_(() => PGlite.create('memory://', pgliteOptions))
      const database: TestDatabase = {
        migrate: async (files) => {
          if (files === undefined && !created) {
            await open_(migratedPglite)
            return allMigrationNames()
          }
          return migrate((await ready()).pg, files)
        },
        asCaller: async (caller, work) => (await ready()).asCaller(caller, work),
        asOwner: async (work) => (await ready()).asOwner(work),
        connect: async () => database,
      }
      return database
    },
  }
}

const postgres = (): Engine => {
  let server: PostgresServer | undefined
  let template: string | undefined
  const clients: pg.Client[] = []
  let count = 0
  return {
    name: 'PostgreSQL',
    async start() {
      const cluster = migratedCluster()
      server = await startPostgres({ copyOf: cluster })
      template = cluster && MIGRATED_DATABASE
    },
    async stop() {
      await Promise.all(clients.map((client) => client.end()))
      server?.stop()
    },
    async emptyDatabase() {
      if (!server) throw new Error('PostgreSQL não foi iniciado (engine.start())')
      const url = server.url
      const name = `test_${process.pid}_${++count}`
      // Created on first use, as the embedded one: a whole migrate() first copies the run's migrated database.
      let created: Promise<void> | undefined
      const create = (from?: string) =>
        (created ??= (async () => {
          const admin = new pg.Client(url())
          await admin.connect()
          await admin.query(`create database ${name}${from ? ` template ${from}` : ''}`)
          await admin.end()
        })())
      const open = async () => {
        await create()
        const client = new pg.Client(url(name))
        await client.connect()
        clients.push(client)
        const connection = pgConnection(client)
        return {
          connection,
          asCaller: <T>(caller: Caller, work: (tx: Tx) => Promise<T>) =>
            connection.transaction(async (tx) => {
              for (const { sql, params } of callerStatements(caller)) await tx.query(sql, params)
              return work(tx)
            }),
          asOwner: <T>(work: (tx: Tx) => Promise<T>) => connection.transaction(work),
        }
      }
      let first: ReturnType<typeof open> | undefined
      const opened = () => (first ??= open())
      return {
        migrate: async (files) => {
          if (files === undefined && template && !created) {
            await create(template)
            return allMigrationNames()
          }
          return migrate((await opened()).connection, files)
        },
        asCaller: async (caller, work) => (await opened()).asCaller(caller, work),
        asOwner: async (work) => (await opened()).asOwner(work),
        connect: async () => {
          const { asCaller: onItsOwn, asOwner: ownerOnItsOwn } = await open()
          return { asCaller: onItsOwn, asOwner: ownerOnItsOwn }
        },
      }
    },
  }
}

/** The engines every database test runs on: the embedded default and a real PostgreSQL server. */
export const engines = () => [pglite(), postgres()]
