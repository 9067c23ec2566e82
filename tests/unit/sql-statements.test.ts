import { describe, expect, it } from 'vitest'
import type { Rpc, SqlCall } from '@/lib/db/rpc'
import { server } from '@/lib/db/caller'
import { splitStatements } from '@/scripts/support/sql-statements'

describe('splitStatements (what npm run db:diff reads of a schema file)', () => {
  it.each([
    ['two statements', 'select 1;\nselect 2;', ['select 1;', 'select 2;']],
    ['a semicolon in a string', "select ';';", ["select ';';"]],
    ['a quote doubled in a string', "select 'it''s; fine';", ["select 'it''s; fine';"]],
    ['a semicolon in a quoted name', 'select 1 as "a;b";', ['select 1 as "a;b";']],
    [
      'a dollar-quoted body',
      'create function f() returns int language sql as $$ select 1; $$;',
      ['create function f() returns int language sql as $$ select 1; $$;'],
    ],
    [
      'a tagged body with $$ inside',
      'create function f() returns text language plpgsql as $body$ begin return $$;$$; end $body$;',
      ['create function f() returns text language plpgsql as $body$ begin return $$;$$; end $body$;'],
    ],
    ['a positional parameter is not a dollar quote', 'select $1; select 2;', ['select $1;', 'select 2;']],
    ['a semicolon in a comment', '-- one; two\nselect 1; /* x; y */ select 2;', ['select 1;', 'select 2;']],
    ['nothing but comments', '-- only a comment\n', []],
  ])('%s', (_, sql, bodies) => {
    expect(splitStatements(sql).map(({ body }) => body)).toEqual(bodies)
  })

  it('keeps the comment lines above a statement with it, and the line it starts on', () => {
    const sql = 'select 1;\n\n-- Why the rule is so.\n-- More of why.\ncreate policy p on t for select using (true);\n'
    expect(splitStatements(sql)[1]).toEqual({
      text: '-- Why the rule is so.\n-- More of why.\ncreate policy p on t for select using (true);',
      body: 'create policy p on t for select using (true);',
      line: 3,
    })
  })
})

describe('Rpc calls typed from lib/db/functions.ts', () => {
  // Never run: the typecheck is the test (a misspelt name or argument must not compile).
  const calls = (rpc: Rpc) => [
    rpc.value<number>(server, 'limit_count', { p_scope: 'x', p_subject: 'y' }),
    rpc.rows(server, 'admin_quotes_count', {}),
    // @ts-expect-error a function that does not exist
    rpc.value(server, 'limit_cuont', { p_scope: 'x', p_subject: 'y' }),
    // @ts-expect-error an argument the function does not take
    rpc.value(server, 'limit_count', { p_scope: 'x', p_subjetc: 'y' }),
    // @ts-expect-error a required argument left out
    rpc.value(server, 'limit_count', { p_scope: 'x' }),
  ]
  const call: SqlCall = ['admin_quote', { p_id: 1 }]

  it('compiles only the calls the catalog allows', () => {
    expect(typeof calls).toBe('function')
    expect(call[0]).toBe('admin_quote')
  })
})
