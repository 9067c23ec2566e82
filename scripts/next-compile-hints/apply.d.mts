// Types for apply.mjs, which stays plain JavaScript: npm runs it with plain Node after the build.
export declare const HINT: string
export declare function chunksNamedIn(html: string): Set<string>
export declare function withHint(source: string): string
export declare function hintStartupChunks(distDir: string, warn?: (message: string) => void): string[]
