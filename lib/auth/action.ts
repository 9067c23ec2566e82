import 'server-only'
import { unstable_rethrow } from 'next/navigation'
import * as z from 'zod/mini'
import type { SignedInCaller } from '../db/caller'
import { sqlState } from '../db/rpc'
import { describeFailure } from '../log/describe-failure'
import { requireAdmin } from './guard'

/** The first error of each field a form's check refused. */
export type FieldErrors = Partial<Record<string, string>>

/** What a shared parser answers (validateQuote, parseEditor ...), so it can stand where a zod schema does. */
export type Parsed<Input, Errors = FieldErrors> =
  { ok: true; data: Input } | { ok: false; message?: string; fieldErrors?: Errors }

/** Why the action did not run or did not finish, with everything typed, for the form to show again. */
export type Refusal<Values, Errors = FieldErrors> = {
  status: 'invalid' | 'failed'
  message: string
  fieldErrors: Partial<Errors>
  values: Values
  /** The SQL state the database refused with, when it was one of the action's `refusals`. */
  code?: string
}

type Context<Values, Caller> = { caller: Caller; formData: FormData; values: Values }

export type ActionSpec<Values, Input, State, Caller, Errors extends object = FieldErrors> = {
  /** The log line's words for an unexpected failure, e.g. '[agenda] falha ao pré-reservar'; its codes follow. */
  log: string
  /** What was typed, as the form shows it again after a refusal. */
  values: (formData: FormData) => Values
  /** What the check reads, when it is more than the typed values (a checkbox, a hidden id). */
  input?: (formData: FormData, values: Values) => unknown
  /** The form's check: a zod schema (its messages are the form's) or a shared parser. */
  parse:
    | z.core.$ZodType<Input>
    | ((values: Values, formData: FormData) => Parsed<Input, Errors> | Promise<Parsed<Input, Errors>>)
  /** The form's message when the check refuses a field; the first field's own message by default. */
  invalid?: string
  /** The database's refusals this action expects: SQL state -> the Portuguese message. */
  refusals?: Partial<Record<string, string>> | ((input: Input) => Partial<Record<string, string>>)
  /** Failures the action answers with a state of its own (a full day asks why), before `refusals`. */
  recognise?: (
    error: unknown,
    input: Input,
    context: Context<Values, Caller>,
  ) => Promise<State | undefined> | State | undefined
  /** What the person reads after any other failure, which is logged once, by its codes only (a public form may show the Studio's words instead). */
  failure?: string
  /** The state the form reads for a refusal. */
  refuse: (refusal: Refusal<Values, Errors>, formData: FormData) => State
  /** The action itself, given the checked input; what it throws is answered as above. */
  run: (input: Input, context: Context<Values, Caller>) => Promise<State>
}

async function check<Values, Input, Errors extends object>(
  { parse, input }: Pick<ActionSpec<Values, Input, never, never, Errors>, 'parse' | 'input'>,
  values: Values,
  formData: FormData,
): Promise<Parsed<Input, Errors>> {
  if (typeof parse === 'function') return await parse(values, formData)
  const result = z.safeParse(parse, input ? input(formData, values) : values)
  if (result.success) return { ok: true, data: result.data }
  const fieldErrors: FieldErrors = {}
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '')
    fieldErrors[field] ??= issue.message
  }
  // A schema's errors are one text per field.
  return { ok: false, message: result.error.issues[0]?.message, fieldErrors: fieldErrors as Errors }
}

function perform<Values, Input, State, Caller, Errors extends object>(
  spec: ActionSpec<Values, Input, State, Caller, Errors>,
  caller: () => Promise<Caller>,
) {
  return async (_previous: State, formData: FormData): Promise<State> => {
    const who = await caller()
    const values = spec.values(formData)
    const parsed = await check(spec, values, formData)
    if (!parsed.ok)
      return spec.refuse(
        {
          status: 'invalid',
          message:
            spec.invalid ??
            parsed.message ??
            Object.values(parsed.fieldErrors ?? {}).find((error): error is string => typeof error === 'string') ??
            '',
          fieldErrors: parsed.fieldErrors ?? {},
          values,
        },
        formData,
      )
    const context = { caller: who, formData, values }
    let failure: unknown
    try {
      return await spec.run(parsed.data, context)
    } catch (error) {
      // redirect() and notFound() end an action by throwing: they are answers, not failures.
      unstable_rethrow(error)
      failure = error
    }
    const recognised = await spec.recognise?.(failure, parsed.data, context)
    if (recognised !== undefined) return recognised
    const code = sqlState(failure)
    const table = typeof spec.refusals === 'function' ? spec.refusals(parsed.data) : spec.refusals
    const expected = code === undefined ? undefined : table?.[code]
    if (expected !== undefined)
      return spec.refuse({ status: 'failed', message: expected, fieldErrors: {}, values, code }, formData)
    // The error's own text can hold personal data (PostgreSQL echoes the row it refused): codes only.
    console.error(spec.log, describeFailure(failure))
    return spec.refuse({ status: 'failed', message: spec.failure ?? '', fieldErrors: {}, values }, formData)
  }
}

/**
 * An administrator's action `(previousState, formData)`: the session checked first (no session
 * goes to the login, as on the pages), then the form, then the call, its failures answered in
 * Portuguese.
 */
export const adminAction = <Values, Input, State, Errors extends object = FieldErrors>(
  spec: ActionSpec<Values, Input, State, SignedInCaller, Errors>,
) => perform(spec, requireAdmin)

/** A visitor's action (a quote, an answer to a proposal, the sign-in): the same, without a session. */
export const publicAction = <Values, Input, State, Errors extends object = FieldErrors>(
  spec: ActionSpec<Values, Input, State, null, Errors>,
) => perform(spec, async () => null)

/** A plain form's action `(formData)` (a button that works without scripts), over an admin action with no state. */
export const plainForm =
  (action: (previous: void, formData: FormData) => Promise<void>) =>
  async (formData: FormData): Promise<void> =>
    action(undefined, formData)

/** The typed text of each named field, as the form posted it (the empty text for a missing one). */
export const typedFields = <Name extends string>(formData: FormData, names: readonly Name[]) =>
  Object.fromEntries(names.map((name) => [name, String(formData.get(name) ?? '')])) as Record<Name, string>
