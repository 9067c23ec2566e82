import type { Caller } from '@/lib/db/caller'
import type { TestDatabase } from './engines'
import { recordingServer } from './recording-server'

type Database = Pick<TestDatabase, 'asCaller'>

const name = /^[a-z_]+$/

/**
 * A local stand-in for PostgREST over a real database, as the bearer token's role: POST
 * /rest/v1/rpc/<fn> calls a scalar function with the body's named arguments and answers its value
 * (204 for void), and GET /rest/v1/<table> reads rows with `select`, `order`, `limit` and
 * `column=eq.|lt.value` filters. Database errors answer as PostgREST does: the SQLSTATE in `code`,
 * 401/403 for a permission error, 400 otherwise.
 */
export function postgrestCallerStandIn(db: Database, tokens: Record<string, Caller>) {
  return recordingServer(async ({ method, path, query, headers, body }) => {
    const caller = tokens[(headers.authorization ?? '').replace(/^Bearer /, '')]
    if (!caller) return { status: 401, body: { code: 'PGRST301', message: 'JWT inválido' } }
    try {
      const fn = /^\/rest\/v1\/rpc\/([a-z_]+)$/.exec(path)?.[1]
      if (method === 'POST' && fn) {
        const args = JSON.parse(body || '{}') as Record<string, unknown>
        const names = Object.keys(args)
        if (!names.every((arg) => name.test(arg))) throw new Error(`argumento inválido em ${fn}`)
        const { rows } = await db.asCaller(caller, (tx) =>
          tx.query<{ result: unknown; type: string }>(`select public.${fn}(${names.map((arg, index) => `${arg} => $${index + 1}`).join(', ')}) as result`, Object.values(args).map((value) => (value !== null && typeof value === 'object' ? JSON.stringify(value) : value))),
        )
        const result = rows[0]?.result
        return result === undefined || result === null || result === '' ? { status: 204 } : { status: 200, body: result }
      }
      const table = /^\/rest\/v1\/([a-z_]+)$/.exec(path)?.[1]
      if (method === 'GET' && table) {
        const columns = (query.get('select') ?? '*').split(',').map((column) => column.trim())
        if (!columns.every((column) => column === '*' || name.test(column))) throw new Error('select inválido')
        const params: unknown[] = []
        const where = [...query]
          .filter(([key]) => !['select', 'order', 'limit'].includes(key))
          .map(([column, expression]) => {
            const [, operator, value] = /^(eq|lt)\.(.*)$/.exec(expression) ?? []
            if (!name.test(column) || !operator) throw new Error(`filtro não suportado: ${column}=${expression}`)
            params.push(value)
            return `${column} ${operator === 'eq' ? '=' : '<'} $${params.length}`
          })
        const order = (query.get('order') ?? '').split(',').filter(Boolean).map((part) => {
          const [column, direction] = part.split('.')
          if (!name.test(column ?? '') || !['asc', 'desc', undefined].includes(direction)) throw new Error('order inválido')
          return `${column} ${direction ?? 'asc'}`
        })
        const limit = Number(query.get('limit') ?? 1000)
        const { rows } = await db.asCaller(caller, (tx) =>
          tx.query(`select ${columns.join(', ')} from public.${table}${where.length ? ` where ${where.join(' and ')}` : ''}${order.length ? ` order by ${order.join(', ')}` : ''} limit ${limit}`, params),
        )
        return { status: 200, body: rows }
      }
      return { status: 404, body: { message: 'not found' } }
    } catch (error) {
      const { code, message } = error as { code?: string; message: string }
      return { status: code === '42501' ? (caller.role === 'anon' ? 401 : 403) : 400, body: { code, message, details: null, hint: null } }
    }
  })
}
