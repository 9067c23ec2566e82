// Types for apply.mjs, which stays plain JavaScript like the runtime patch: npm runs it with plain Node.
export declare const HINT: string
export declare function chunksNamedIn(html: string): Set<string>
export declare function withHint(source: string): string
export declare function hintStartupChunks(distDir: string): string[]
