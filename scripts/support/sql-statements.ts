/** One statement of an SQL file: its text (with the comments just above it) and the line it starts on. */
export type Statement = { text: string; line: number; body: string }

/**
 * Splits SQL text at the semicolons that end statements, skipping those inside quotes, quoted
 * identifiers, dollar-quoted bodies and comments. `text` keeps the comment lines that lead into
 * the statement (they explain why), `body` is the statement alone.
 */
export function splitStatements(sql: string): Statement[] {
  const statements: Statement[] = []
  let start = 0
  let i = 0
  const push = (end: number) => {
    const raw = sql.slice(start, end)
    const text = raw.replace(/^\s*\n/, '').trimEnd()
    const body = stripLeadingComments(text)
    if (body) {
      const line = sql.slice(0, start + raw.length - raw.trimStart().length).split('\n').length
      statements.push({ text: `${text.trimStart()};`, line, body: `${body};` })
    }
    start = end + 1
  }
  while (i < sql.length) {
    const char = sql[i]!
    const next = sql[i + 1]
    if (char === '-' && next === '-') {
      const end = sql.indexOf('\n', i)
      i = end === -1 ? sql.length : end + 1
    } else if (char === '/' && next === '*') {
      const end = sql.indexOf('*/', i + 2)
      i = end === -1 ? sql.length : end + 2
    } else if (char === "'" || char === '"') {
      let j = i + 1
      for (;;) {
        const end = sql.indexOf(char, j)
        if (end === -1) {
          j = sql.length
          break
        }
        if (sql[end + 1] === char) j = end + 2
        else {
          j = end + 1
          break
        }
      }
      i = j
    } else if (char === '$') {
      const tag = /^\$([A-Za-z_][A-Za-z0-9_]*)?\$/.exec(sql.slice(i))
      if (tag && !/[A-Za-z0-9_]/.test(sql[i - 1] ?? '')) {
        const end = sql.indexOf(tag[0], i + tag[0].length)
        i = end === -1 ? sql.length : end + tag[0].length
      } else i += 1
    } else if (char === ';') {
      push(i)
      i += 1
    } else i += 1
  }
  push(sql.length)
  return statements
}

/** The statement without the comment lines and blank lines above it. */
export function stripLeadingComments(text: string) {
  let rest = text.trim()
  for (;;) {
    if (rest.startsWith('--')) {
      const end = rest.indexOf('\n')
      rest = end === -1 ? '' : rest.slice(end + 1).trimStart()
    } else if (rest.startsWith('/*')) {
      const end = rest.indexOf('*/')
      rest = end === -1 ? '' : rest.slice(end + 2).trimStart()
    } else return rest
  }
}
