import type { ProposalContent } from './contract'
import type { Installment } from './schedule'

/** A sent version's schedule: its own, or for a version sent before schedules, the deposit and the balance due on the event's day (as the database reads it). */
export function scheduleOf(content: ProposalContent): Installment[] {
  if (content.schedule && content.schedule.length > 0) return content.schedule
  return [
    ...(content.depositCents > 0 ? [{ label: 'Sinal', amountCents: content.depositCents, due: null }] : []),
    ...(content.balanceCents > 0
      ? [{ label: 'Restante', amountCents: content.balanceCents, due: content.event.date }]
      : []),
  ]
}
