import type { TestDatabase, Tx } from './engines'

// Scans read from the catalog: every text and JSON column of every table outside the system's
// schemas, so a table a later migration adds is scanned too.

/** Every text-like column (text, varchar, json, jsonb, arrays, enums) of every table outside the system's schemas, as "schema.table.column". */
export async function textColumns(tx: Tx) {
  const { rows } = await tx.query<{ table_schema: string; table_name: string; column_name: string }>(
    `select c.table_schema, c.table_name, c.column_name from information_schema.columns c
     join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name and t.table_type = 'BASE TABLE'
     where c.table_schema not in ('pg_catalog', 'information_schema', 'pg_toast') and c.table_schema not like 'pg\\_%'
       and c.data_type in ('text', 'character varying', 'character', 'json', 'jsonb', 'USER-DEFINED', 'ARRAY')
     order by 1, 2, 3`,
  )
  return rows
}

/** Where each needle appears (case-insensitive), as "schema.table.column: needle". */
export async function traces(
  db: TestDatabase,
  needles: string[],
  only?: (column: string) => boolean,
): Promise<string[]> {
  return db.asOwner(async (tx) => {
    const hits: string[] = []
    for (const { table_schema, table_name, column_name } of await textColumns(tx)) {
      const name = `${table_schema}.${table_name}.${column_name}`
      if (only && !only(name)) continue
      const column = `"${column_name.replaceAll('"', '""')}"`
      const table = `"${table_schema}"."${table_name.replaceAll('"', '""')}"`
      for (const needle of needles) {
        const { rows } = await tx.query<{ n: number }>(
          `select count(*)::int as n from ${table} where strpos(lower(${column}::text), lower($1)) > 0`,
          [needle],
        )
        if ((rows[0]?.n ?? 0) > 0) hits.push(`${name}: ${needle}`)
      }
    }
    return hits
  })
}
