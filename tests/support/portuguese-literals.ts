import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'

/** One piece of text a person could read, found in source code. */
export type Literal = { file: string; line: number; text: string }

// Attributes whose values are machine values, never words a person reads.
const machineAttributes = new Set([
  'Content-Type',
  '@type',
  '@context',
  'priceCurrency',
  'currency',
  'className',
  'href',
  'type',
  'id',
  'name',
  'rel',
  'target',
  'role',
  'method',
  'action',
  'autoComplete',
  'inputMode',
  'pattern',
  'src',
  'sizes',
  'lang',
  'htmlFor',
  'key',
  'as',
  'strategy',
  'variant',
  'tone',
  'side',
  'align',
  'icon',
  'viewBox',
  'd',
  'fill',
  'stroke',
  'xmlns',
  'encType',
  'referrerPolicy',
  'loading',
  'decoding',
  'fetchPriority',
  'dir',
  'form',
  'prefetch',
  'enterKeyHint',
  'capture',
  'accept',
])

const accented = /[à-ÿÀ-ß]/
const word = /[A-Za-zÀ-ÿ]{2,}/
// Lower-case tokens with a dash, colon, slash or digit: CSS classes, paths, ids, media queries.
const machineToken = /^[a-z0-9@:./\-_[\]#%(),'"=!&>*+~]*$/

/** Does this text read as words for a person (Portuguese), rather than an identifier, class list or path? */
export function isHumanText(raw: string): boolean {
  const text = raw.replace(/\s+/g, ' ').trim()
  if (!word.test(text)) return false
  if (accented.test(text)) return true
  if (/^(https?:|mailto:|tel:|\/|#|\.|@|\w+:\/\/)/.test(text)) return false
  // An SVG path.
  if (/^M[\d.]/.test(text) && /^[MmLlHhVvCcSsQqTtAaZz\d\s.,-]+$/.test(text)) return false
  const tokens = text.split(' ')
  if (
    tokens.every((token) => machineToken.test(token)) &&
    (tokens.length === 1 || tokens.some((token) => /[-:/\d[("']/.test(token)))
  )
    return false
  // A single capitalised word ("Telefone", "Blog") or several words with a space.
  return /^[A-ZÀ-Þ]/.test(text) || tokens.length > 1
}

function attributeName(node: ts.Node): string | undefined {
  for (let current: ts.Node | undefined = node.parent; current; current = current.parent) {
    if (ts.isJsxAttribute(current)) return current.name.getText()
    if (ts.isJsxElement(current) || ts.isJsxSelfClosingElement(current) || ts.isBlock(current)) return undefined
  }
  return undefined
}

// Text handed to the console, an Error, a module specifier or a directive is for developers.
function forDevelopers(node: ts.Node): boolean {
  const parent = node.parent
  if (ts.isImportDeclaration(parent) || ts.isExportDeclaration(parent) || ts.isExternalModuleReference(parent))
    return true
  if (ts.isExpressionStatement(parent)) return true // 'use client', 'use server'
  if (ts.isCallExpression(parent) && parent.expression.getText().startsWith('console.')) return true
  if (ts.isCallExpression(parent) && ['import', 'require'].includes(parent.expression.getText())) return true
  if (ts.isNewExpression(parent) && /Error$/.test(parent.expression.getText())) return true
  if (ts.isPropertyAssignment(parent) && parent.name === node) return true
  // A machine value in an object: { rel: 'noopener noreferrer' }, { '@type': 'Person' }.
  if (ts.isPropertyAssignment(parent) && machineAttributes.has(parent.name.getText().replace(/^['"]|['"]$/g, '')))
    return true
  if (ts.isLiteralTypeNode(parent) || ts.isElementAccessExpression(parent)) return true
  if (
    (ts.isBinaryExpression(parent) && /^(===|!==|==|!=)$/.test(parent.operatorToken.getText())) ||
    ts.isCaseClause(parent)
  )
    return true
  return false
}

/** Every piece of human text (JSX text and string literals) in one TypeScript source. */
export function literalsOf(file: string, source: string): Literal[] {
  const sourceFile = ts.createSourceFile(
    file,
    source,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  )
  const found: Literal[] = []
  const add = (node: ts.Node, text: string) => {
    if (!isHumanText(text)) return
    found.push({
      file,
      line: sourceFile.getLineAndCharacterOfPosition(node.getStart()).line + 1,
      text: text.replace(/\s+/g, ' ').trim(),
    })
  }
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) add(node, node.text)
    else if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      const attribute = attributeName(node)
      if (!(attribute && machineAttributes.has(attribute)) && !forDevelopers(node)) add(node, node.text)
    } else if (ts.isTemplateExpression(node)) {
      // The words around the ${…} parts: "Ir para o slide ${n}" reads "Ir para o slide".
      if (!forDevelopers(node))
        add(node, [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' '))
      node.templateSpans.forEach((span) => visit(span.expression))
      return
    }
    ts.forEachChild(node, visit)
  }
  visit(sourceFile)
  return found
}

/** Every .ts/.tsx file under the given folders, relative to root, in a stable order. */
export function sourceFiles(root: string, folders: string[]): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
      const relative = path.posix.join(dir, entry.name)
      if (entry.isDirectory()) return walk(relative)
      return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [relative] : []
    })
  return folders.flatMap(walk).sort()
}

/** The human texts of every source file under the folders. */
export function scanLiterals(root: string, folders: string[]): Literal[] {
  return sourceFiles(root, folders).flatMap((file) => literalsOf(file, readFileSync(path.join(root, file), 'utf8')))
}
