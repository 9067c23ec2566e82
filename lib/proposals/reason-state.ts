/** What a form that asks only for a reason (estorno, cancelar or reabrir festa) reads back from its action. */
export type ReasonValues = { reason: string }
export type ReasonState = { status: 'idle' } | { status: 'invalid' | 'failed'; message: string; values: ReasonValues }
