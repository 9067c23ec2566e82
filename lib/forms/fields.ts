import * as z from 'zod/mini'
import { recordId } from './form-id'
import { isoDate } from './iso-date'

// Form fields as zod checks of the posted text, shared by the actions: each refuses with the
// action's own Portuguese message and gives back the value the action stores.

/** A day typed in a date field (YYYY-MM-DD), trimmed. */
export const calendarDate = (message: string) =>
  z.string().check(
    z.trim(),
    z.refine((value) => isoDate(value) !== null, message),
  )

/** A whole number typed in a field, from `min` to `max`, as a number. */
export const wholeNumber = (min: number, max: number, message: string) =>
  z.pipe(
    z.string().check(
      z.trim(),
      z.refine((value) => /^\d{1,15}$/.test(value) && Number(value) >= min && Number(value) <= max, message),
    ),
    z.transform(Number),
  )

/** A record's id a form carries (digits only, at most 15), as a number. */
export const recordNumber = (message: string) =>
  z.pipe(z.string().check(z.refine((value) => recordId(value) !== null, message)), z.transform(Number))
