import { evaluate, type ExprNode } from 'groq-js'
import type { QueryParams } from '@/lib/content/seed/evaluate'
import type { SeedDocument } from '@/lib/content/seed/load-seed'
import { foldForSearch } from '@/studio/guide/fold-for-search'

function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (Array.isArray(value)) return value.flatMap(stringsIn)
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsIn)
  return []
}

/**
 * Whether a text matches a search as text::query() reads it: every term must be found (a word
 * equal to it, or starting with it when it ends in `*`), a "quoted phrase" as written, none of the
 * `-excluded` terms; `*` alone matches everything. Accents and case aside, as Sanity's search.
 */
function matchesSearch(strings: string[], search: string) {
  const text = foldForSearch(strings.join(' '))
  const words = new Set(text.split(/[^\p{L}\p{N}]+/u).filter(Boolean))
  const terms = [...foldForSearch(search).matchAll(/(-?)(?:"([^"]*)"|(\S+))/g)]
  return terms.every(([, excluded, phrase, term]) => {
    const found =
      phrase !== undefined
        ? text.includes(phrase)
        : term === '*'
          ? true
          : term!.endsWith('*')
            ? [...words].some((word) => word.startsWith(term!.slice(0, -1)))
            : words.has(term!)
    return excluded ? !found : found
  })
}

const isTextQuery = (node: ExprNode) => node.type === 'FuncCall' && node.namespace === 'text' && node.name === 'query'

/**
 * groq-js has no search engine: `<field> match text::query(<search>)`, what the Studio's lists and
 * search send, throws there. This reads it as the Content Lake does, over the strings of what is
 * on the left (the whole document for `@`) in each document of the dataset, and puts in its place
 * `_id in [the documents found]` for groq-js to evaluate. It holds for a filter on documents, the
 * only place the Studio uses it.
 */
export async function withTextSearch(node: ExprNode, dataset: SeedDocument[], params: QueryParams): Promise<ExprNode> {
  if (node.type === 'OpCall' && node.op === 'match' && isTextQuery(node.right)) {
    const [argument] = (node.right as Extract<ExprNode, { type: 'FuncCall' }>).args
    const search = String(await (await evaluate(argument!, { params })).get())
    const found: string[] = []
    for (const doc of dataset) {
      const left = await (await evaluate(node.left, { root: doc, dataset, params })).get()
      if (matchesSearch(stringsIn(left), search)) found.push(doc._id)
    }
    return {
      type: 'OpCall',
      op: 'in',
      left: { type: 'AccessAttribute', name: '_id' },
      right: { type: 'Value', value: found },
    } as ExprNode
  }
  const copy: Record<string, unknown> = { ...node }
  for (const [key, value] of Object.entries(node) as [string, unknown][]) {
    if (Array.isArray(value))
      copy[key] = await Promise.all(value.map((item) => (isNode(item) ? withTextSearch(item, dataset, params) : item)))
    else if (isNode(value)) copy[key] = await withTextSearch(value, dataset, params)
  }
  return copy as unknown as ExprNode
}

const isNode = (value: unknown): value is ExprNode =>
  typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string'
