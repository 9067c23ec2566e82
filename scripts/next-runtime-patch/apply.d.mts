// Types for apply.mjs, which stays plain JavaScript because npm runs it before anything can compile TypeScript.
export declare const INERT_TYPE: string
export declare const SWITCH: string
export declare function compactLoader(source?: string): string
export declare function edits(loader: string): Array<{ what: string; pattern: RegExp; replace: (match: string, ...groups: string[]) => string }>
export declare function patchRuntime(source: string, loader: string, file?: string): string
export declare function applyToInstalledNext(): string[]
export declare const RUNTIMES: string[]
export declare function runtimeDir(): string
