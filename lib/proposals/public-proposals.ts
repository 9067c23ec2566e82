import 'server-only'
import { cache } from 'react'
import { getProposalStore } from './store'
import type { BookingView, ProposalView } from './contract'
import { isTokenShape } from './token'
import { describeFailure } from '../log/describe-failure'

/** The client's proposal for a link's token, or null for anything that is not a link (one 404 for all). */
export const proposalForToken = cache(async (token: string): Promise<ProposalView | null> =>
  isTokenShape(token) ? getProposalStore().view(token) : null,
)

/** The booking an accepted link led to (a hold and its deadline, confirmed, lapsed or released); null otherwise. */
export const bookingForToken = cache(async (token: string): Promise<BookingView | null> =>
  isTokenShape(token) ? getProposalStore().booking(token) : null,
)

/** Counts an opening of the link (never fails the page: a lost count is only a count). */
export async function proposalOpened(token: string): Promise<void> {
  if (!isTokenShape(token)) return
  await getProposalStore()
    .opened(token)
    .catch((error: unknown) => console.error('[propostas] abertura do link não contada', describeFailure(error)))
}
