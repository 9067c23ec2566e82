import type { TestDatabase, Tx } from './engines'

/** Every text-like column (text, varchar, json, jsonb...) of every table in every schema we own, as (table, column). */
async function textColumns(tx: Tx) {
  const { rows } = await tx.query<{ table_schema: string; table_name: string; column_name: string }>(
    `select c.table_schema, c.table_name, c.column_name from information_schema.columns c
     join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name and t.table_type = 'BASE TABLE'
     where c.table_schema not in ('pg_catalog', 'information_schema', 'pg_toast')
       and c.data_type in ('text', 'character varying', 'character', 'json', 'jsonb', 'USER-DEFINED', 'ARRAY')
     order by 1, 2, 3`,
  )
  return rows
}

/** Where any of `needles` appears (case-insensitive) in any text column of any table: "schema.table.column" for each hit. */
export async function traces(db: TestDatabase, needles: string[]): Promise<string[]> {
  return db.asOwner(async (tx) => {
    const hits: string[] = []
    for (const { table_schema, table_name, column_name } of await textColumns(tx)) {
      const column = `"${column_name.replaceAll('"', '""')}"`
      const table = `"${table_schema}"."${table_name.replaceAll('"', '""')}"`
      const { rows } = await tx.query<{ n: number }>(
        `select count(*)::int as n from ${table} where ${needles.map((_, index) => `strpos(lower(${column}::text), $${index + 1}) > 0`).join(' or ')}`,
        needles.map((needle) => needle.toLowerCase()),
      )
      if ((rows[0]?.n ?? 0) > 0) hits.push(`${table_schema}.${table_name}.${column_name}`)
    }
    return hits
  })
}
