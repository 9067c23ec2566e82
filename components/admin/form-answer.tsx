/** What a form's action answered: "saved" as a status, a refusal as an alert; nothing before the first answer. */
export function FormAnswer({ state }: { state: { status: string; message?: string } }) {
  if (state.status === 'saved')
    return (
      <p role="status" className="rounded-xl bg-emerald-50 p-3 font-semibold text-emerald-900">
        {state.message}
      </p>
    )
  if (state.status === 'invalid' || state.status === 'failed')
    return (
      <p role="alert" className="rounded-xl bg-red-50 p-3 font-semibold text-red-800 ring-1 ring-red-200">
        {state.message}
      </p>
    )
  return null
}
