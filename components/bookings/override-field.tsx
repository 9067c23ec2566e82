import { OVERRIDE_REASON_MAX } from '@/lib/bookings/rules'

/**
 * Asked when the day has no room (or is blocked): why to book it anyway. The form is sent again with
 * the reason, which stays on the booking, is shown in the agenda and makes the override an audited one.
 */
export function OverrideField({ id, question }: { id: string; question: string }) {
  return (
    <div className="space-y-2 rounded-xl bg-amber-50 p-3 ring-1 ring-amber-300">
      <p id={`${id}-pergunta`} role="alert" className="font-semibold text-amber-950">
        {question}
      </p>
      <label htmlFor={id} className="block text-sm font-semibold">
        Motivo para reservar mesmo assim
      </label>
      <textarea
        id={id}
        name="override_reason"
        required
        rows={2}
        maxLength={OVERRIDE_REASON_MAX}
        aria-describedby={`${id}-pergunta`}
        className="w-full rounded-xl border border-amber-300 bg-white p-2 text-base focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none"
      />
    </div>
  )
}
