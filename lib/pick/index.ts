/**
 * The named keys of an object, and nothing else. A client component's props travel in the page's
 * HTML twice (as markup and as React's payload), so a component that prints four texts gets four,
 * not the whole set its type happens to accept.
 */
export function pick<T extends object, K extends keyof T>(object: T, keys: readonly K[]): Pick<T, K> {
  return Object.fromEntries(keys.map((key) => [key, object[key]])) as Pick<T, K>
}
