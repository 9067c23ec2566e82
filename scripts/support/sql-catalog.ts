import type pg from 'pg'
import { splitStatements } from './sql-statements'

/**
 * What a database holds of the objects the schema files declare, one entry an object: a key
 * (`function public.f(p_id bigint)`, `policy x on t`, `trigger x on t`, `view v`, `grants on t`)
 * and its definition as the catalog prints it, with privileges in a fixed order. Two databases
 * agree on an object when the definitions are equal.
 */
export type Catalog = Map<string, string>

// An ACL in a fixed order, the owner's defaults filled in: grants made in another order compare equal.
const ACL = (acl: string, kind: string, owner: string) => `(
  select coalesce(string_agg(case when a.grantee = 0 then 'public' else a.grantee::regrole::text end || ':' || a.privilege_type
    || case when a.is_grantable then '*' else '' end, ',' order by 1), '')
  from (select (aclexplode(coalesce(${acl}, acldefault(${kind}, ${owner})))).*) a
)`

// A relation by schema and name whatever the search path (regclass leaves out a visible schema).
const RELATION = (oid: string) =>
  `(select format('%I.%I', n.nspname, r.relname) from pg_class r join pg_namespace n on n.oid = r.relnamespace where r.oid = ${oid})`

const FUNCTION_KEY = (oid: string) =>
  `'function public.' || quote_ident(proname) || '(' || pg_get_function_identity_arguments(${oid}) || ')'`

const CATALOG_SQL = `
  select ${FUNCTION_KEY('p.oid')} as key,
    pg_get_functiondef(p.oid) || E'\\n-- grants ' || ${ACL('p.proacl', `'f'`, 'p.proowner')}
      || coalesce(E'\\n-- comment ' || obj_description(p.oid, 'pg_proc'), '') as definition
  from pg_proc p
  where p.pronamespace = 'public'::regnamespace
    and not exists (select 1 from pg_depend d where d.classid = 'pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e')
  union all
  select 'trigger ' || quote_ident(t.tgname) || ' on ' || ${RELATION('t.tgrelid')}, pg_get_triggerdef(t.oid) || ' ' || t.tgenabled::text
  from pg_trigger t join pg_class c on c.oid = t.tgrelid
  where not t.tgisinternal and c.relnamespace in ('public'::regnamespace, 'auth'::regnamespace)
  union all
  select 'policy ' || quote_ident(p.polname) || ' on ' || ${RELATION('p.polrelid')},
    concat_ws(E'\\n', p.polcmd, p.polpermissive,
      (select string_agg(case when r = 0 then 'public' else r::regrole::text end, ',' order by 1) from unnest(p.polroles) r),
      pg_get_expr(p.polqual, p.polrelid), pg_get_expr(p.polwithcheck, p.polrelid))
  from pg_policy p
  union all
  select 'view ' || ${RELATION('c.oid')}, pg_get_viewdef(c.oid) || coalesce(c.reloptions::text, '')
  from pg_class c where c.relnamespace = 'public'::regnamespace and c.relkind in ('v', 'm')
  union all
  select 'grants on ' || ${RELATION('c.oid')},
    ${ACL('c.relacl', `case when c.relkind = 'S' then 's'::"char" else 'r'::"char" end`, 'c.relowner')}
      || coalesce((select E'\\n' || string_agg(quote_ident(a.attname) || '=' || ${ACL('a.attacl', `'c'`, 'c.relowner')}, E'\\n' order by a.attnum)
        from pg_attribute a where a.attrelid = c.oid and a.attacl is not null and not a.attisdropped), '')
  from pg_class c where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p', 'v', 'm', 'S', 'f')
`

/** What readCatalog needs of a connection: pg's client and the tests' transactions (both engines) have it. */
export type Queryable = { query(sql: string): Promise<{ rows: unknown[] }> }

/** The catalog of the database `db` is connected to. */
export async function readCatalog(db: Queryable): Promise<Catalog> {
  const { rows } = await db.query(CATALOG_SQL)
  return new Map((rows as { key: string; definition: string }[]).map(({ key, definition }) => [key, definition]))
}

/** The tables' side (columns, constraints, indexes, row-level security), for comparing two databases whole. */
export async function readTables(db: Queryable) {
  const { rows } = await db.query(`
    select 'column ' || table_name || '.' || column_name as key,
      concat_ws(' ', data_type, is_nullable, column_default, generation_expression) as definition
    from information_schema.columns where table_schema = 'public'
    union all
    -- Without parentheses: a constraint written with BETWEEN prints its ANDs nested, the same one
    -- restored from pg_dump's text prints them flat, and both mean the same.
    select 'constraint ' || conrelid::regclass::text || '.' || conname, translate(pg_get_constraintdef(oid), '()', '')
    from pg_constraint where connamespace = 'public'::regnamespace
    union all
    select 'index ' || indexname, indexdef from pg_indexes where schemaname = 'public'
    union all
    select 'table ' || oid::regclass::text, concat_ws(' ', relkind, relrowsecurity, relforcerowsecurity)
    from pg_class where relnamespace = 'public'::regnamespace
    union all
    select 'default privileges ' || defaclobjtype::text, defaclacl::text from pg_default_acl`)
  return new Map((rows as { key: string; definition: string }[]).map(({ key, definition }) => [key, definition]))
}

/** The kinds a schema file declares, and the statement that removes one no file declares any more. */
export const dropStatement = (key: string) => {
  const [kind, ...rest] = key.split(' ')
  const name = rest.join(' ')
  if (kind === 'function') return `drop function if exists ${name};`
  if (kind === 'trigger' || kind === 'policy') return `drop ${kind} if exists ${name};`
  if (kind === 'view') return `drop view if exists ${name};`
  return null
}

/** One statement of a schema file, with the objects it touches. */
export type Declared = { file: string; line: number; text: string; phase: number; keys: string[]; creates: string[] }

// Functions first (bodies unchecked, so their order does not matter), then views, then what uses
// both (triggers, policies) and the tables' grants: the files may then be split by feature freely.
function phaseOf(body: string) {
  if (/^(create\s+(or\s+replace\s+)?function|alter\s+function|comment\s+on\s+function)\b/i.test(body)) return 1
  if (/^(grant|revoke)\b[\s\S]*?\bon\s+function\b/i.test(body)) return 1
  if (/^create\s+(or\s+replace\s+)?view\b/i.test(body)) return 2
  return 3
}

const unquote = (name: string) => (name.startsWith('"') ? name.slice(1, -1).replaceAll('""', '"') : name.toLowerCase())

/** The objects the statement names that the event trigger does not report (drops, grants). */
async function namedKeys(client: pg.Client, body: string): Promise<string[]> {
  const dropped = /^drop\s+(policy|trigger)\s+(?:if\s+exists\s+)?("(?:[^"]|"")+"|[\w$]+)\s+on\s+([\s\S]+?)\s*;$/i.exec(
    body,
  )
  if (dropped) {
    const { rows } = await client.query<{ key: string }>(
      `select $1 || ' ' || quote_ident($2) || ' on ' || ${RELATION('to_regclass($3)')} as key`,
      [dropped[1]!.toLowerCase(), unquote(dropped[2]!), dropped[3]!],
    )
    return rows.map(({ key }) => key)
  }
  const granted =
    /^(?:grant|revoke)\b[\s\S]*?\bon\s+(function|table|sequence)?\s*([\s\S]+?)\s+(?:to|from)\s+[\w", ]+(?:\s+cascade|\s+restrict)?\s*;$/i.exec(
      body,
    )
  if (granted) {
    if (granted[1]?.toLowerCase() === 'function') {
      // As the files write it (with argument names), else as regprocedure reads it (types only).
      const signature = granted[2]!.replace(/\s+/g, ' ').trim()
      const named = await client.query<{ key: string }>(
        `select key from (select ${FUNCTION_KEY('p.oid')} as key from pg_proc p where p.pronamespace = 'public'::regnamespace) k
         where key = 'function ' || $1`,
        [signature],
      )
      if (named.rows.length) return named.rows.map(({ key }) => key)
      const typed = await client
        .query<{ key: string }>(
          `select ${FUNCTION_KEY('p.oid')} as key from pg_proc p where p.oid = to_regprocedure($1)`,
          [signature],
        )
        .catch(() => ({ rows: [] }))
      return typed.rows.map(({ key }) => key)
    }
    const keys: string[] = []
    for (const name of granted[2]!.split(',')) {
      const { rows } = await client.query<{ key: string | null }>(
        `select 'grants on ' || ${RELATION('to_regclass($1)')} as key`,
        [name.trim()],
      )
      if (rows[0]?.key) keys.push(rows[0].key)
    }
    return keys
  }
  return []
}

/**
 * Applies the schema files to the database `client` is connected to (a copy of the migrated one),
 * in phase order, recording through an event trigger what each statement created or changed: the
 * objects the files declare. Throws with the file and line of a statement that fails.
 */
export async function applySchemaFiles(client: pg.Client, files: { name: string; sql: string }[]): Promise<Declared[]> {
  await client.query(`
    create schema declared_objects;
    create table declared_objects.commands (statement int, classid oid, objid oid, command_tag text);
    create function declared_objects.record() returns event_trigger language plpgsql as $$
    begin
      insert into declared_objects.commands
      select current_setting('declared.statement')::int, classid, objid, command_tag from pg_event_trigger_ddl_commands();
    end
    $$;
    create event trigger declared_objects on ddl_command_end execute function declared_objects.record();
    set check_function_bodies = off;
  `)
  const statements = files.flatMap(({ name, sql }) =>
    splitStatements(sql).map((statement) => ({ file: name, ...statement, phase: phaseOf(statement.body) })),
  )
  const ordered = [...statements.entries()].sort(([a, x], [b, y]) => x.phase - y.phase || a - b)
  const declared: Declared[] = []
  for (const [index, statement] of ordered) {
    await client.query(`set declared.statement = ${index}`)
    try {
      await client.query(statement.body)
    } catch (error) {
      throw new Error(`${statement.file}:${statement.line}: ${(error as Error).message}`, { cause: error })
    }
    declared[index] = {
      file: statement.file,
      line: statement.line,
      text: statement.text,
      phase: statement.phase,
      keys: await namedKeys(client, statement.body),
      creates: [],
    }
  }
  await client.query('drop event trigger declared_objects; reset check_function_bodies')
  const { rows } = await client.query<{ statement: number; key: string; tag: string }>(`
    select c.statement, c.command_tag as tag, case c.classid
      when 'pg_proc'::regclass then (select ${FUNCTION_KEY('p.oid')} from pg_proc p where p.oid = c.objid)
      when 'pg_trigger'::regclass then (select 'trigger ' || quote_ident(t.tgname) || ' on ' || ${RELATION('t.tgrelid')} from pg_trigger t where t.oid = c.objid)
      when 'pg_policy'::regclass then (select 'policy ' || quote_ident(p.polname) || ' on ' || ${RELATION('p.polrelid')} from pg_policy p where p.oid = c.objid)
      when 'pg_class'::regclass then (select case when k.relkind in ('v', 'm') then 'view ' else 'grants on ' end || ${RELATION('k.oid')} from pg_class k where k.oid = c.objid)
    end as key
    from declared_objects.commands c order by c.statement`)
  await client.query('drop schema declared_objects cascade')
  for (const { statement, key, tag } of rows) {
    const entry = declared[statement]
    if (!entry || !key) continue
    if (!entry.keys.includes(key)) entry.keys.push(key)
    if (/^CREATE /.test(tag) && !entry.creates.includes(key)) entry.creates.push(key)
  }
  return ordered.map(([index]) => declared[index]!)
}

/** Objects a file creates twice, or two files create: each with where. */
export function duplicates(declared: Declared[]) {
  const where = new Map<string, string[]>()
  for (const statement of declared)
    for (const key of statement.creates)
      where.set(key, [...(where.get(key) ?? []), `${statement.file}:${statement.line}`])
  return [...where].filter(([, places]) => places.length > 1)
}

/**
 * The migration that takes a database like `before` to `after`: the drops of what no file declares
 * any more (triggers, policies and views first, functions last), and the statements of the files
 * that touch an object whose definition differs, in the order the files apply.
 */
export function migrationBetween(before: Catalog, after: Catalog, declared: Declared[]) {
  const declaredKeys = new Set(declared.flatMap(({ keys }) => keys))
  // B is a copy of A, so it still has what the files no longer declare: those are the drops.
  const removed = [...before.keys()].filter((key) => !declaredKeys.has(key) && dropStatement(key))
  const changed = new Set(
    [...after]
      .filter(([key, definition]) => declaredKeys.has(key) && before.get(key) !== definition)
      .map(([key]) => key),
  )
  const statements = declared.filter(({ keys }) => keys.some((key) => changed.has(key)))
  const drops = (functions: boolean) =>
    removed.filter((key) => key.startsWith('function ') === functions).map((key) => dropStatement(key)!)
  // What a database with every migration, the new one included, must then hold: B without the dropped.
  const expected: Catalog = new Map([...after].filter(([key]) => !removed.includes(key)))
  return {
    removed,
    changed: [...changed],
    expected,
    sql: [...drops(false), ...statements.map(({ text }) => text), ...drops(true)],
  }
}

/** Where two catalogs differ: the keys only one has or that the two define differently. */
export function catalogDifferences(a: Catalog, b: Catalog) {
  return [...new Set([...a.keys(), ...b.keys()])].filter((key) => a.get(key) !== b.get(key)).sort()
}
