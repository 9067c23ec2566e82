import 'server-only'
import { anonymous, type Caller, type SignedInCaller } from '../../db/caller'
import { namedCall } from '../../db/rpc'
import { AgendaStoreError, type AgendaBackend } from '../contract'

// A list goes in as an array literal ('{2026-12-01,2026-12-02}'): the function's parameter gives it its type.
const param = (value: unknown) => (Array.isArray(value) ? `{${value.join(',')}}` : value)

/** public.<fn>(name => $1, ...) with the arguments' values, as PostgREST calls it for the Supabase adapter. */
function callOf(fn: string, args: Record<string, unknown>) {
  const { call, params } = namedCall(fn, args)
  return { sql: `select ${call} as result`, params: params.map(param) }
}

const failure = (what: string) => (error: unknown) => {
  throw new AgendaStoreError(`Falha ao ${what} no banco embutido`, { cause: error })
}

type Queryable = { query<R>(sql: string, params?: unknown[]): Promise<{ rows: R[] }> }

/** What the adapter needs of a database: the embedded one (or, in tests, either engine's). */
export type AgendaDatabase = {
  asCaller<T>(caller: Caller, work: (tx: Queryable) => Promise<T>): Promise<T>
  asOwner<T>(work: (tx: Queryable) => Promise<T>): Promise<T>
}

/** The agenda's functions on the embedded PostgreSQL, as the caller's API role (the job as service_role). */
export function embeddedAgendaBackend(database: () => Promise<AgendaDatabase>): AgendaBackend {
  const run = async <T>(caller: SignedInCaller | 'anon' | 'job', work: (tx: Queryable) => Promise<T>) => {
    const db = await database()
    if (caller === 'job') {
      return db.asOwner(async (tx) => {
        await tx.query('set local role service_role')
        return work(tx)
      })
    }
    return db.asCaller(caller === 'anon' ? anonymous : caller, work)
  }
  return {
    hasJobIdentity: true,
    async call(caller, fn, args) {
      const { sql, params } = callOf(fn, args)
      return run(caller, async (tx) => (await tx.query<{ result: unknown }>(sql, params)).rows[0]?.result).catch(failure(`chamar ${fn}`))
    },
    capacity: (caller) =>
      run(caller, async (tx) => (await tx.query<{ events_per_day: number }>('select events_per_day from public.admin_settings')).rows[0]?.events_per_day ?? 2).catch(failure('ler a capacidade')),
    setCapacity: (caller, eventsPerDay) =>
      run(caller, async (tx) => (await tx.query('update public.admin_settings set events_per_day = $1 where id returning id', [eventsPerDay])).rows.length > 0).catch(failure('mudar a capacidade')),
    setNextContact: (caller, id, date) =>
      run(caller, async (tx) => (await tx.query('update public."Orcamentos" set next_contact = $1 where id = $2 returning id', [date, id])).rows.length > 0).catch(failure('mudar o próximo contato')),
  }
}
