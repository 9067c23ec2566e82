import * as z from 'zod/mini'

const uuid = z.uuid()

/** The form's submission id (a double submit stores one quote), or a new one when it posted none that is a UUID. */
export function submissionId(formData: FormData): string {
  const posted = z.safeParse(uuid, formData.get('submission_id'))
  return posted.success ? posted.data : crypto.randomUUID()
}
