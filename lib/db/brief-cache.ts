/**
 * Public answers that every visitor asks for and that change only when the business changes them
 * (the full dates of the agenda), kept a few seconds in this process so a burst of page views costs
 * one query (the embedded database answers one at a time). A change made through this process drops
 * the answer at once; an answer read while a change was being made is never kept; other instances
 * see a change within the time to live. Kept per database (the Rpc's `scope`), so two databases in
 * one process never share an answer.
 */
type Entry = { at: number; value: Promise<unknown>; generation: number }
type Kept = { entries: Map<string, Entry>; generations: Map<string, number> }
/** Whose answers: a transport's scope (rpc.ts), or the object itself when it names none. */
type Scope = { readonly scope?: string }

// On globalThis: Next loads this module once per route bundle, and the route that reads the answer
// must see the change a server action made.
const shared = globalThis as unknown as { briefCache?: { named: Map<string, Kept>; unnamed: WeakMap<object, Kept> } }
const store = (shared.briefCache ??= { named: new Map(), unnamed: new WeakMap() })
const kept = (owner: Scope) => {
  let found = owner.scope === undefined ? store.unnamed.get(owner) : store.named.get(owner.scope)
  if (!found) {
    found = { entries: new Map(), generations: new Map() }
    if (owner.scope === undefined) store.unnamed.set(owner, found)
    else store.named.set(owner.scope, found)
  }
  return found
}

/** `load()`'s answer for `name` in `scope`, at most `ttlMs` old (a failed load is not kept). */
export function briefly<T>(scope: Scope, name: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
  const { entries, generations } = kept(scope)
  const generation = generations.get(name) ?? 0
  const entry = entries.get(name)
  if (entry && entry.generation === generation && Date.now() - entry.at < ttlMs) return entry.value as Promise<T>
  const fresh = { at: Date.now(), value: load(), generation }
  entries.set(name, fresh)
  fresh.value.catch(() => entries.get(name) === fresh && entries.delete(name))
  return fresh.value as Promise<T>
}

/** Drops `name`'s kept answer in `scope`: the data it reads has just changed. */
export function changed(scope: Scope, name: string): void {
  const { entries, generations } = kept(scope)
  generations.set(name, (generations.get(name) ?? 0) + 1)
  entries.delete(name)
}

/** The agenda's full dates as the quote form shows them (/api/datas-ocupadas): a status, a block, the capacity change them. */
export const FULL_DATES = 'datas-ocupadas'

/** `work`, then the full dates kept for the quote form go, whether it succeeded or not: it may have filled or freed a day. */
export const changingFullDates = <T>(scope: Scope, work: Promise<T>): Promise<T> =>
  work.finally(() => changed(scope, FULL_DATES))
