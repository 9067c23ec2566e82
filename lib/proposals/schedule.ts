import { percentOf } from '../money'

// The payment schedule: the deposit, then the balance in one or more installments. Each part is
// asked as a percent of the total or an amount; the last installment takes what remains, so the
// parts always sum to the total in centavos, exactly.

/** An installment of the balance as the draft keeps it: `value` in hundredths of a percent (7000 = 70%) or in centavos. */
export type SchedulePart = { kind: 'percent' | 'amount'; value: number; due: string | null }

/** An installment as the sent version freezes it: `due` null is the deposit's (the hold's deadline, set at acceptance). */
export type Installment = { label: string; amountCents: number; due: string | null }

/** An installment of an accepted proposal with what the payments paid of it (filled in order). */
export type InstallmentState = Installment & { number: number; paidCents: number; remainingCents: number }

/** "2027-06-20" plus `days` (negative: before), as YYYY-MM-DD: calendar days, no time zone involved. */
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)

const installmentLabel = (index: number, count: number) =>
  count === 1 ? 'Restante' : `Parcela ${index + 1} de ${count}`

/**
 * The frozen schedule of a total whose deposit is `depositCents`: the deposit first (when there is
 * one), then each part, the last taking what remains. Null when the parts ask more than the balance
 * or leave an installment of nothing.
 */
export function buildSchedule(
  totalCents: number,
  depositCents: number,
  parts: readonly SchedulePart[],
): Installment[] | null {
  const schedule: Installment[] = depositCents > 0 ? [{ label: 'Sinal', amountCents: depositCents, due: null }] : []
  const balance = totalCents - depositCents
  if (balance <= 0) return balance === 0 ? schedule : null
  const asked = parts.length > 0 ? parts : [{ kind: 'percent' as const, value: 10000, due: null }]
  let left = balance
  for (const [index, part] of asked.entries()) {
    const last = index === asked.length - 1
    const amount = last ? left : part.kind === 'percent' ? percentOf(totalCents, part.value) : part.value
    if (!Number.isSafeInteger(amount) || amount <= 0 || amount > left) return null
    schedule.push({ label: installmentLabel(index, asked.length), amountCents: amount, due: part.due })
    left -= amount
  }
  return schedule
}

/**
 * A new proposal's balance as the settings say: `count` installments of equal percent of what the
 * deposit leaves, the last due `daysBefore` days before the party and each earlier one 30 days
 * before the next, never before today (no due date without an event date).
 */
export function defaultScheduleParts({
  depositPercent,
  count,
  daysBefore,
  eventDate,
  today,
}: {
  depositPercent: number
  count: number
  daysBefore: number
  eventDate: string | null
  today: string
}): SchedulePart[] {
  const each = Math.floor(((100 - depositPercent) * 100) / count)
  return Array.from({ length: count }, (_, index) => {
    const due =
      eventDate && /^\d{4}-\d{2}-\d{2}$/.test(eventDate)
        ? addDays(eventDate, -daysBefore - 30 * (count - 1 - index))
        : null
    return { kind: 'percent' as const, value: each, due: due && due < today ? today : due }
  })
}

/** The installments as the payments fill them, in order: a partial payment reduces the first open one. */
export function fillInstallments(schedule: readonly Installment[], paidCents: number): InstallmentState[] {
  let left = paidCents
  return schedule.map((installment, index) => {
    const paid = Math.max(0, Math.min(installment.amountCents, left))
    left -= paid
    return { ...installment, number: index + 1, paidCents: paid, remainingCents: installment.amountCents - paid }
  })
}

/** The next installment with something left to pay (what remains of it and its due date), or null when all is paid. */
export const nextOpenInstallment = (installments: readonly InstallmentState[]) =>
  installments.find(({ remainingCents }) => remainingCents > 0) ?? null

/** Which installments a payment of `amountCents`, made after `paidBeforeCents` had been paid, went to: "Sinal", "Parcela 1 de 3 (parte)". */
export function paymentCovers(
  schedule: readonly Installment[],
  paidBeforeCents: number,
  amountCents: number,
): string[] {
  const before = fillInstallments(schedule, paidBeforeCents)
  const after = fillInstallments(schedule, paidBeforeCents + amountCents)
  return after.flatMap((installment, index) => {
    const added = installment.paidCents - before[index]!.paidCents
    if (added <= 0) return []
    return [
      installment.remainingCents === 0 && before[index]!.paidCents === 0
        ? installment.label
        : `${installment.label} (${installment.remainingCents === 0 ? 'quitação' : 'parte'})`,
    ]
  })
}
